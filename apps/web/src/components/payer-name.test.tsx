import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeUser } from '../app/test-users';
import { setUser } from '../lib/session';
import { renderWithQueries } from '../test/fake-api';
import { payerName, PayerLink } from './payer-name';

const patient = { id: '00000000-0000-4000-8000-00000000000a', name: 'Rui Costa' };
const insurer = { id: '00000000-0000-4000-8000-00000000000b', name: 'Médis' };

afterEach(cleanup);

describe('a document’s or payment’s customer (issue 45)', () => {
  it('is the patient, or else the insurer', () => {
    expect(payerName({ patient, insurer: null })).toBe('Rui Costa');
    expect(payerName({ patient: null, insurer })).toBe('Médis');
  });

  it('links an insurer to its page for whoever reads insurers, and the patient where asked', () => {
    setUser(makeUser('manager', { permissions: { insurers: { read: true }, patients: { read: true } } }));
    renderWithQueries(
      <>
        <PayerLink payer={{ patient: null, insurer }} />
        <PayerLink payer={{ patient, insurer: null }} patientTo={(id) => `/patients/${id}`} />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Médis' }).getAttribute('href')).toBe(
      `/configurations/insurers/${insurer.id}`,
    );
    expect(screen.getByRole('link', { name: 'Rui Costa' }).getAttribute('href')).toBe(
      `/patients/${patient.id}`,
    );
  });

  it('is plain text without the permission', () => {
    setUser(makeUser('professional', { permissions: {} }));
    renderWithQueries(<PayerLink payer={{ patient: null, insurer }} />);
    expect(screen.getByText('Médis')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
