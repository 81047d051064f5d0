import { clsx, type ClassValue } from "clsx";

/**
 * Joins conditional class names. Deliberately no tailwind-merge: it would be more
 * JavaScript on every page (see the page-weight budget in bench/). So a
 * className passed to a component must ADD utilities, not override ones the
 * component already sets for the same property (give the component a variant
 * or prop instead).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
