// Default texts the message catalogue does not have yet. The lead is asked to add these keys to
// i18n/messages.ts; once there, this file should re-export them from the catalogue instead.
export const uiText = {
  back: 'Back',
  addImage: 'Add image',
  image: 'Image {n}',
  removeImage: 'Remove image {n}',
  star: '{n} star',
  stars: '{n} stars',
  uploading: 'Uploading...',
} as const;

export const fill = (text: string, n: number): string => text.replace('{n}', String(n));
