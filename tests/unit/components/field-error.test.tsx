import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FieldError } from '@/components/ui/FieldError';

describe("a form field's error", () => {
  it('renders nothing while the field has no error', () => {
    expect(renderToStaticMarkup(<FieldError id="name-error" message={undefined} />)).toBe('');
    expect(renderToStaticMarkup(<FieldError id="name-error" message="" />)).toBe('');
  });

  it('renders the message as text, under the id the field points at, announced only when asked', () => {
    const quiet = renderToStaticMarkup(<FieldError id="name-error" message="<b>Name</b> is required" />);
    expect(quiet).toContain('id="name-error"');
    expect(quiet).toContain('&lt;b&gt;Name&lt;/b&gt; is required');
    expect(quiet).not.toContain('role=');
    expect(renderToStaticMarkup(<FieldError message="Required" alert />)).toContain('role="alert"');
  });
});
