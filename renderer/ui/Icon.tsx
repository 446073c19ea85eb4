/** Draws a content icon by name (names are listed in schema/fields.ts). */
import BarChart3 from 'lucide-react/icons/bar-chart-3';
import Bell from 'lucide-react/icons/bell';
import Bot from 'lucide-react/icons/bot';
import Brain from 'lucide-react/icons/brain';
import Calculator from 'lucide-react/icons/calculator';
import Calendar from 'lucide-react/icons/calendar';
import Check from 'lucide-react/icons/check';
import Clock from 'lucide-react/icons/clock';
import Cog from 'lucide-react/icons/cog';
import Database from 'lucide-react/icons/database';
import DollarSign from 'lucide-react/icons/dollar-sign';
import FileText from 'lucide-react/icons/file-text';
import Globe from 'lucide-react/icons/globe';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import Handshake from 'lucide-react/icons/handshake';
import Headset from 'lucide-react/icons/headset';
import Heart from 'lucide-react/icons/heart';
import Home from 'lucide-react/icons/home';
import Layers from 'lucide-react/icons/layers';
import Lightbulb from 'lucide-react/icons/lightbulb';
import Lock from 'lucide-react/icons/lock';
import Mail from 'lucide-react/icons/mail';
import MessageSquare from 'lucide-react/icons/message-square';
import Phone from 'lucide-react/icons/phone';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Rocket from 'lucide-react/icons/rocket';
import Scale from 'lucide-react/icons/scale';
import Search from 'lucide-react/icons/search';
import Share2 from 'lucide-react/icons/share-2';
import Shield from 'lucide-react/icons/shield';
import Smile from 'lucide-react/icons/smile';
import Sparkles from 'lucide-react/icons/sparkles';
import Star from 'lucide-react/icons/star';
import Target from 'lucide-react/icons/target';
import TrendingUp from 'lucide-react/icons/trending-up';
import Truck from 'lucide-react/icons/truck';
import Users from 'lucide-react/icons/users';
import Workflow from 'lucide-react/icons/workflow';
import Wrench from 'lucide-react/icons/wrench';
import Zap from 'lucide-react/icons/zap';
import type { LucideIcon } from 'lucide-react';
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
