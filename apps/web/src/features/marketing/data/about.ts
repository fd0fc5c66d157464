import { Clock3, Gauge, MessagesSquare, ShieldCheck } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

export const PRINCIPLES: readonly { id: 'time' | 'privacy' | 'fast' | 'oneStep'; icon: LucideIcon }[] = [
  { id: 'time', icon: Clock3 },
  { id: 'privacy', icon: ShieldCheck },
  { id: 'fast', icon: Gauge },
  { id: 'oneStep', icon: MessagesSquare },
];

/** The team's parts of the problem: `team.role.<id>.role` and `.focus`. */
export const TEAM_ROLES = ['product', 'engine', 'calendars', 'security', 'support'] as const;
