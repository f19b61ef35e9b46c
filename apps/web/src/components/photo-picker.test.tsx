import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { notify } from '../lib/notify';
import { renderWithQueries, serve } from '../test/fake-api';
import i18n from '../lib/i18n';
import { PhotoPicker } from './photo-picker';

vi.mock('../lib/notify', () => ({ notify: vi.fn() }));

beforeAll(async () => {
  await i18n.changeLanguage('pt');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(notify).mockClear();
});

describe('PhotoPicker', () => {
  it('says why when the server holds the upload back: too many photos not yet saved (429)', async () => {
    serve(() => [
      429,
      {
        error: {
          code: 'too_many_attempts',
          message: 'Tem demasiadas imagens carregadas por guardar. Guarde a ficha ou tente mais tarde.',
        },
      },
    ]);
    const onUploaded = vi.fn();
    renderWithQueries(<PhotoPicker image={null} alt="Fotografia" onUploaded={onUploaded} />);
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'eu.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('photo-input'), { target: { files: [png] } });
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'Tem demasiadas fotografias carregadas por guardar. Guarde a ficha ou tente mais tarde.',
        'error',
      ),
    );
    expect(onUploaded).not.toHaveBeenCalled();
  });
});
