import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { EmailText } from './email-text.tsx';

afterEach(() => {
  cleanup();
});

describe('EmailText', () => {
  it('lets a line break only after the @ and the dots, never inside a word, and keeps the whole address readable', () => {
    render(<EmailText email="hello@cornerflag.example" />);
    const text = screen.getByTitle('hello@cornerflag.example');
    expect(text).toHaveTextContent('hello@cornerflag.example');
    expect(text).toHaveAttribute('dir', 'ltr');
    expect(text.innerHTML.replace(/<!--.*?-->/g, '')).toBe('hello@<wbr>cornerflag.<wbr>example');
    // The column's break-anywhere rule is not inherited: the browser breaks at the <wbr> points only.
    expect(getComputedStyle(text).overflowWrap).toBe('normal');
  });
});
