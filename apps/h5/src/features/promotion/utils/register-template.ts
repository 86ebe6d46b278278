// The client state area registerTemplate (spec 2 §3): the landing template, kept for the pages after it.
import type { ChannelTemplate } from '@pautang/contract/promotion';

const KEY = 'registerTemplate';

export function storeTemplate(template: ChannelTemplate): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(template));
  } catch {
    // Without storage the next pages use their defaults.
  }
}

export function readTemplate(): ChannelTemplate | undefined {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as ChannelTemplate | null;
    return value?.template ? value : undefined;
  } catch {
    return undefined;
  }
}
