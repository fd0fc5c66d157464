import type { Locator } from '@playwright/test';

/**
 * How many pixels a control's own words run past its text box (0 when they fit): a select's chosen
 * option, or an input's placeholder. Measured in the control's font, so it holds in every language.
 */
export function textOverrun(control: Locator): Promise<number> {
  return control.evaluate((element: HTMLSelectElement | HTMLInputElement) => {
    const style = getComputedStyle(element);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const isSelect = element instanceof HTMLSelectElement;
    const text = isSelect ? (element.selectedOptions[0]?.text ?? '') : element.placeholder;
    // A select's drop-down arrow takes about 20 px inside its right padding.
    const arrow = isSelect ? 20 : 0;
    const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - arrow;
    return Math.max(0, Math.ceil(context.measureText(text).width - room));
  });
}
