import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import type { SiteImage } from '@/lib/kit';
import { Picture } from './picture';

const image: SiteImage = {
  alt: 'The walled garden in June',
  width: 1440,
  height: 960,
  colour: '#6b8f5e',
  avif: [320, 1440].map((width) => ({ src: `/media/abc-${width}.avif`, width, height: (width * 2) / 3 })),
  webp: [320, 1440].map((width) => ({ src: `/media/abc-${width}.webp`, width, height: (width * 2) / 3 })),
  jpeg: [{ src: '/media/abc-960.jpg', width: 960, height: 640 }],
};

describe('Picture', () => {
  it('offers AVIF, then WebP, then the JPEG, each with the layout’s sizes', () => {
    const { container } = render(<Picture image={image} sizes="(max-width: 640px) 100vw, 600px" />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute('srcset', '/media/abc-320.avif 320w, /media/abc-1440.avif 1440w');
    expect(sources[1]).toHaveAttribute('srcset', '/media/abc-320.webp 320w, /media/abc-1440.webp 1440w');
    for (const source of sources) expect(source).toHaveAttribute('sizes', '(max-width: 640px) 100vw, 600px');
    const img = screen.getByRole('img', { name: 'The walled garden in June' });
    expect(img).toHaveAttribute('src', '/media/abc-960.jpg');
    expect(img.parentElement?.tagName).toBe('PICTURE');
  });

  it('keeps the photo’s place and paints its colour until it loads, lazily unless told otherwise', () => {
    render(<Picture image={image} sizes="100vw" />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('width', '1440');
    expect(img).toHaveAttribute('height', '960');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveStyle({ backgroundColor: '#6b8f5e' });
  });

  it('loads the first screen’s photo at once and first', () => {
    render(<Picture image={image} sizes="100vw" loading="eager" fetchPriority="high" />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });
});
