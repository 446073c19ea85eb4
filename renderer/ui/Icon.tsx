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

const icons: Record<(typeof ICONS)[number], ReturnType<typeof lucideIcon>> = {
  'bar-chart': lucideIcon(chartColumnIcon),
  bell: lucideIcon(bellIcon),
  bot: lucideIcon(botIcon),
  brain: lucideIcon(brainIcon),
  calculator: lucideIcon(calculatorIcon),
  calendar: lucideIcon(calendarIcon),
  check: lucideIcon(checkIcon),
  clock: lucideIcon(clockIcon),
  cog: lucideIcon(cogIcon),
  database: lucideIcon(databaseIcon),
  dollar: lucideIcon(dollarSignIcon),
  'file-text': lucideIcon(fileTextIcon),
  globe: lucideIcon(globeIcon),
  'graduation-cap': lucideIcon(graduationCapIcon),
  handshake: lucideIcon(handshakeIcon),
  headset: lucideIcon(headsetIcon),
  heart: lucideIcon(heartIcon),
  home: lucideIcon(houseIcon),
  layers: lucideIcon(layersIcon),
  lightbulb: lucideIcon(lightbulbIcon),
  lock: lucideIcon(lockIcon),
  mail: lucideIcon(mailIcon),
  message: lucideIcon(messageSquareIcon),
  phone: lucideIcon(phoneIcon),
  refresh: lucideIcon(refreshCwIcon),
  rocket: lucideIcon(rocketIcon),
  scale: lucideIcon(scaleIcon),
  search: lucideIcon(searchIcon),
  share: lucideIcon(share2Icon),
  shield: lucideIcon(shieldIcon),
  smile: lucideIcon(faceSlightlySmilingIcon),
  sparkles: lucideIcon(sparklesIcon),
  star: lucideIcon(starIcon),
  target: lucideIcon(targetIcon),
  'trending-up': lucideIcon(trendingUpIcon),
  truck: lucideIcon(truckIcon),
  users: lucideIcon(usersIcon),
  workflow: lucideIcon(workflowIcon),
  wrench: lucideIcon(wrenchIcon),
  zap: lucideIcon(zapIcon),
};

export function Icon({ name, className = 'size-6' }: { name: (typeof ICONS)[number]; className?: string }) {
  const Drawn = icons[name];
  return <Drawn className={className} aria-hidden="true" strokeWidth={1.75} />;
}

/** An icon in a soft accent tile, as used on cards and benefit lists: always square, whatever sits beside it. */
export function IconTile({ name, className = '' }: { name: (typeof ICONS)[number]; className?: string }) {
  return (
    <span
      className={`inline-flex aspect-square size-12 flex-none items-center justify-center rounded-xl bg-accent-soft text-accent-strong ring-1 ring-sky-100 ${className}`}
    >
      <Icon name={name} />
    </span>
  );
}
