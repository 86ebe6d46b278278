// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { click, getByRole, nameOf, queryAllByRole, render } from '../test-utils';
import { ImageUploader } from './image-uploader';

const urls = (n: number) => Array.from({ length: n }, (_, i) => ({ url: `https://img.test/${i}.jpg` }));
const addInput = () => document.querySelector<HTMLInputElement>('input[type=file]');

describe('ImageUploader', () => {
  it('shows each image with a numbered remove button', () => {
    const onRemove = vi.fn();
    render(<ImageUploader files={urls(3)} onAdd={() => {}} onRemove={onRemove} />);
    expect(queryAllByRole('img').map((i) => i.getAttribute('src'))).toEqual([
      'https://img.test/0.jpg',
      'https://img.test/1.jpg',
      'https://img.test/2.jpg',
    ]);
    click(getByRole('button', 'Remove image 2'));
    expect(onRemove).toHaveBeenCalledWith(1);
  });

  it('reserves the thumbnail size so images do not shift the layout', () => {
    render(<ImageUploader files={urls(1)} />);
    const img = getByRole('img', 'Image 1');
    expect(img.getAttribute('width')).toBe('76');
    expect(img.getAttribute('height')).toBe('76');
  });

  it('offers one image at a time and hands the picked file to onAdd', () => {
    const onAdd = vi.fn();
    render(<ImageUploader files={[]} onAdd={onAdd} onRemove={() => {}} />);
    const input = addInput() as HTMLInputElement;
    expect(input.getAttribute('accept')).toBe('image/*');
    expect(input.multiple).toBe(false);
    expect(nameOf(input)).toBe('Add image');
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    act(() => {
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(onAdd).toHaveBeenCalledWith(file);
  });

  it('shows the add control only while fewer than maxCount (default 9) images exist', () => {
    const props = { onAdd: () => {}, onRemove: () => {} };
    const { rerender } = render(<ImageUploader files={urls(8)} {...props} />);
    expect(addInput()).not.toBeNull();
    rerender(<ImageUploader files={urls(9)} {...props} />);
    expect(addInput()).toBeNull();
    rerender(<ImageUploader files={urls(2)} maxCount={2} {...props} />);
    expect(addInput()).toBeNull();
  });

  it('while uploading, the add control is busy and disabled', () => {
    render(<ImageUploader files={[]} onAdd={() => {}} uploading />);
    const input = addInput() as HTMLInputElement;
    expect(input.disabled).toBe(true);
    expect(nameOf(input)).toBe('Uploading...');
    expect(input.closest('label')?.getAttribute('aria-busy')).toBe('true');
  });

  it('is a read-only gallery without onAdd and onRemove', () => {
    render(<ImageUploader files={urls(2)} />);
    expect(addInput()).toBeNull();
    expect(queryAllByRole('button')).toHaveLength(0);
  });
});
