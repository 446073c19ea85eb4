/** Draws a content icon by name (names are listed in schema/fields.ts). */
import {
  BarChart3,
  Bell,
  Bot,
  Brain,
  Calculator,
  Calendar,
  Check,
  Clock,
  Cog,
  Database,
  DollarSign,
  FileText,
  Globe,
  GraduationCap,
  Handshake,
  Headset,
  Heart,
  Home,
  Layers,
  Lightbulb,
  Lock,
  Mail,
  MessageSquare,
  Phone,
  RefreshCw,
  Rocket,
  Scale,
  Search,
  Share2,
  Shield,
  Smile,
  Sparkles,
  Star,
  Target,
  TrendingUp,
  Truck,
  Users,
  Workflow,
  Wrench,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { ICONS } from '../../schema/fields.ts';

const icons: Record<(typeof ICONS)[number], LucideIcon> = {
  'bar-chart': BarChart3,
  bell: Bell,
  bot: Bot,
  brain: Brain,
  calculator: Calculator,
  calendar: Calendar,
  check: Check,
  clock: Clock,
  cog: Cog,
  database: Database,
  dollar: DollarSign,
  'file-text': FileText,
  globe: Globe,
  'graduation-cap': GraduationCap,
  handshake: Handshake,
  headset: Headset,
  heart: Heart,
  home: Home,
  layers: Layers,
  lightbulb: Lightbulb,
  lock: Lock,
  mail: Mail,
  message: MessageSquare,
  phone: Phone,
  refresh: RefreshCw,
  rocket: Rocket,
  scale: Scale,
  search: Search,
  share: Share2,
  shield: Shield,
  smile: Smile,
  sparkles: Sparkles,
  star: Star,
  target: Target,
  'trending-up': TrendingUp,
  truck: Truck,
  users: Users,
  workflow: Workflow,
  wrench: Wrench,
  zap: Zap,
};

export function Icon({ name, className = 'size-6' }: { name: (typeof ICONS)[number]; className?: string }) {
  const Drawn = icons[name];
  return <Drawn className={className} aria-hidden="true" strokeWidth={1.75} />;
}

/** An icon in a soft accent tile, as used on cards and benefit lists: always square, whatever sits beside it. */
export function IconTile({ name }: { name: (typeof ICONS)[number] }) {
  return (
    <span className="inline-flex aspect-square size-12 flex-none items-center justify-center rounded-xl bg-accent-soft text-accent-strong ring-1 ring-sky-100">
      <Icon name={name} />
    </span>
  );
}
