import type { Comfort } from '../types.ts';

// Comfort codes double as discomfort points for fairness: higher is worse.
export const WORKING = 0;
export const EDGE = 1;
export const OUTSIDE = 2;
export const NIGHT = 3;

export const COMFORT_NAMES: readonly Comfort[] = ['working', 'edge', 'outside', 'night'];

/** How far outside working hours a meeting may reach and still count as `edge`. */
export const EDGE_MARGIN_MINUTES = 60;
