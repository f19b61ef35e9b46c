import { describe, expect, it } from 'vitest';
import { listQuery, readListParams, writeListParams } from './list-params';

const defaults = { sort: 'name' };

describe('list state in the address', () => {
  it('opens with the page’s defaults and a clean address', () => {
    const params = readListParams(new URLSearchParams(), defaults);
    expect(params).toEqual({ q: '', page: 1, page_size: 25, sort: 'name', order: 'asc' });
    expect(writeListParams(new URLSearchParams(), params, defaults).toString()).toBe('');
  });

  it('keeps what differs from the defaults, the page’s filters and its other parameters', () => {
    const written = writeListParams(
      new URLSearchParams('clinic=abc'),
      { q: 'joão silva ', page: 3, page_size: 50, sort: 'created_at', order: 'desc' },
      defaults,
      { relationship: 'doctor', active: 'true' },
      { relationship: '', active: 'true' },
    );
    expect(Object.fromEntries(written)).toEqual({
      clinic: 'abc',
      q: 'joão silva ',
      page: '3',
      page_size: '50',
      sort: 'created_at',
      order: 'desc',
      relationship: 'doctor',
    });
    expect(readListParams(written, defaults)).toEqual({
      q: 'joão silva ',
      page: 3,
      page_size: 50,
      sort: 'created_at',
      order: 'desc',
    });
  });

  it('drops a search of blanks and a filter set back to its default', () => {
    const written = writeListParams(
      new URLSearchParams('q=ana&relationship=friend'),
      { q: '   ', page: 1, page_size: 25, sort: 'name', order: 'asc' },
      defaults,
      { relationship: '' },
    );
    expect(written.toString()).toBe('');
  });

  it('gives a hand-edited address the defaults instead of an error', () => {
    const params = readListParams(
      new URLSearchParams('page=0&page_size=5000&sort=name;drop&order=up'),
      defaults,
    );
    expect(params).toEqual({ q: '', page: 1, page_size: 25, sort: 'name', order: 'asc' });
    expect(readListParams(new URLSearchParams('page=-2&page_size=abc'), defaults).page).toBe(1);
  });

  it('asks the server with the search trimmed, or without one', () => {
    const base = { q: '  maria ', page: 2, page_size: 10, sort: 'name', order: 'asc' as const };
    expect(listQuery(base)).toEqual({ q: 'maria', page: 2, page_size: 10, sort: 'name', order: 'asc' });
    expect(listQuery({ ...base, q: ' ' })).not.toHaveProperty('q');
  });
});
