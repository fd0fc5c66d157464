import { clsx, type ClassValue } from 'clsx';

/** Joins class names; callers avoid conflicting utilities rather than paying for a merge at run time. */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
