/**
 * How the suggestions' heat map spells each person's states (`?heatMap=` on the suggestions route):
 * `letters`, one letter a slot (the default), or `packed`, two bits a slot in base64 — a quarter of the
 * bytes, for clients that unpack it (the web app does, with the engine's `heat-map-letters`).
 */
export const HEAT_MAP_FORMS = ['letters', 'packed'] as const;
export type HeatMapForm = (typeof HEAT_MAP_FORMS)[number];
