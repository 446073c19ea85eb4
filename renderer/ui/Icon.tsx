/** Draws a content icon by name (names are listed in schema/fields.ts). */
import * as chartColumnIcon from 'lucide-react/icons/chart-column';
import * as bellIcon from 'lucide-react/icons/bell';
import * as botIcon from 'lucide-react/icons/bot';
import * as brainIcon from 'lucide-react/icons/brain';
import * as calculatorIcon from 'lucide-react/icons/calculator';
import * as calendarIcon from 'lucide-react/icons/calendar';
import * as checkIcon from 'lucide-react/icons/check';
import * as clockIcon from 'lucide-react/icons/clock';
import * as cogIcon from 'lucide-react/icons/cog';
import * as databaseIcon from 'lucide-react/icons/database';
import * as dollarSignIcon from 'lucide-react/icons/dollar-sign';
import * as fileTextIcon from 'lucide-react/icons/file-text';
import * as globeIcon from 'lucide-react/icons/globe';
import * as graduationCapIcon from 'lucide-react/icons/graduation-cap';
import * as handshakeIcon from 'lucide-react/icons/handshake';
import * as headsetIcon from 'lucide-react/icons/headset';
import * as heartIcon from 'lucide-react/icons/heart';
import * as houseIcon from 'lucide-react/icons/house';
import * as layersIcon from 'lucide-react/icons/layers';
import * as lightbulbIcon from 'lucide-react/icons/lightbulb';
import * as lockIcon from 'lucide-react/icons/lock';
import * as mailIcon from 'lucide-react/icons/mail';
import * as messageSquareIcon from 'lucide-react/icons/message-square';
import * as phoneIcon from 'lucide-react/icons/phone';
import * as refreshCwIcon from 'lucide-react/icons/refresh-cw';
import * as rocketIcon from 'lucide-react/icons/rocket';
import * as scaleIcon from 'lucide-react/icons/scale';
import * as searchIcon from 'lucide-react/icons/search';
import * as share2Icon from 'lucide-react/icons/share-2';
import * as shieldIcon from 'lucide-react/icons/shield';
import * as faceSlightlySmilingIcon from 'lucide-react/icons/face-slightly-smiling';
import * as sparklesIcon from 'lucide-react/icons/sparkles';
import * as starIcon from 'lucide-react/icons/star';
import * as targetIcon from 'lucide-react/icons/target';
import * as trendingUpIcon from 'lucide-react/icons/trending-up';
import * as truckIcon from 'lucide-react/icons/truck';
import * as usersIcon from 'lucide-react/icons/users';
import * as workflowIcon from 'lucide-react/icons/workflow';
import * as wrenchIcon from 'lucide-react/icons/wrench';
import * as zapIcon from 'lucide-react/icons/zap';
import { lucideIcon } from './lucide-icon.tsx';
import type { ICONS } from '../../schema/fields.ts';

const ChartColumn = lucideIcon(chartColumnIcon);
const Bell = lucideIcon(bellIcon);
const Bot = lucideIcon(botIcon);
const Brain = lucideIcon(brainIcon);
const Calculator = lucideIcon(calculatorIcon);
const Calendar = lucideIcon(calendarIcon);
const Check = lucideIcon(checkIcon);
const Clock = lucideIcon(clockIcon);
const Cog = lucideIcon(cogIcon);
const Database = lucideIcon(databaseIcon);
const DollarSign = lucideIcon(dollarSignIcon);
const FileText = lucideIcon(fileTextIcon);
const Globe = lucideIcon(globeIcon);
const GraduationCap = lucideIcon(graduationCapIcon);
const Handshake = lucideIcon(handshakeIcon);
const Headset = lucideIcon(headsetIcon);
const Heart = lucideIcon(heartIcon);
const House = lucideIcon(houseIcon);
const Layers = lucideIcon(layersIcon);
const Lightbulb = lucideIcon(lightbulbIcon);
const Lock = lucideIcon(lockIcon);
const Mail = lucideIcon(mailIcon);
const MessageSquare = lucideIcon(messageSquareIcon);
const Phone = lucideIcon(phoneIcon);
const RefreshCw = lucideIcon(refreshCwIcon);
const Rocket = lucideIcon(rocketIcon);
const Scale = lucideIcon(scaleIcon);
const Search = lucideIcon(searchIcon);
const Share2 = lucideIcon(share2Icon);
const Shield = lucideIcon(shieldIcon);
const FaceSlightlySmiling = lucideIcon(faceSlightlySmilingIcon);
const Sparkles = lucideIcon(sparklesIcon);
const Star = lucideIcon(starIcon);
const Target = lucideIcon(targetIcon);
const TrendingUp = lucideIcon(trendingUpIcon);
const Truck = lucideIcon(truckIcon);
const Users = lucideIcon(usersIcon);
const Workflow = lucideIcon(workflowIcon);
const Wrench = lucideIcon(wrenchIcon);
const Zap = lucideIcon(zapIcon);

const icons: Record<(typeof ICONS)[number], ReturnType<typeof lucideIcon>> = {
  'bar-chart': ChartColumn,
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
  home: House,
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
  smile: FaceSlightlySmiling,
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
