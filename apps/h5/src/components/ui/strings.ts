// The primitives' default texts, from the one catalogue.
import { messages } from '../../i18n/messages';

export const uiText = {
  back: messages.back,
  addImage: messages.addImage,
  image: messages.image,
  removeImage: messages.removeImage,
  star: messages.star,
  stars: messages.stars,
  uploading: messages.uploading,
} as const;

export const fill = (text: string, n: number): string => text.replace('{n}', String(n));
