import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { clearUser, setUser } from '../lib/session';
import { menuItemsFor } from './menu-items';
import { isRouteHandle, type RouteHandle } from './route-handle';
import { routes } from './router';
import { makeUser } from './test-users';

/**
 * The protected routes a patient may open (issue 22). Written out here, not imported from guards.ts:
 * letting a patient into one more route has to be a visible change to this test.
 */
const patientRoutes = [
  'Dashboard',
  'PatientAppointment',
  'PatientProgramme',
  'PatientDocuments',
  'Invoice',
  'Profile',
  'Logout',
];

interface Leaf {
  url: string;
  route: RouteObject;
  handle: RouteHandle;
}

const id = '00000000-0000-4000-8000-0000000000aa';

/** Every route a URL can end on, with a URL that reaches it (`:params` filled in). */
function leaves(list: RouteObject[], parent = ''): Leaf[] {
  return list.flatMap((route) => {
    const own = route.index ? '' : (route.path ?? '');
    const path = own.startsWith('/') ? own : `${parent.replace(/\/$/, '')}/${own}`;
    if (route.children?.length) return leaves(route.children, path);
    if (!isRouteHandle(route.handle)) throw new Error(`route ${path} has no handle`);
    const url = path
      .replace(/:[A-Za-z]+/g, id)
      .replace('*', 'no-such-page')
      .replace(/(.)\/$/, '$1');
    return [{ url, route, handle: route.handle }];
  });
}

/** Runs the route's guard as a navigation to `url` would; the redirect's target, or null. */
async function guardOf(route: RouteObject, url: string): Promise<string | null> {
  const loader = route.loader as unknown as (args: { request: Request; params: object }) => unknown;
  expect(typeof loader, `${url} is guarded`).toBe('function');
  const result = await loader({ request: new Request(`http://localhost${url}`), params: {} });
  if (result === null) return null;
  expect(result).toBeInstanceOf(Response);
  return (result as Response).headers.get('Location');
}

const all = leaves(routes);
const protectedLeaves = all.filter((leaf) => leaf.handle.protected);
const staffLeaves = protectedLeaves.filter((leaf) => !patientRoutes.includes(leaf.handle.name));

describe('a patient on the router table (issue 22)', () => {
  beforeAll(() => setUser(makeUser('patient')));
  afterAll(() => clearUser());

  it('walks the whole table: the staff routes are all there', () => {
    const names = staffLeaves.map((leaf) => leaf.handle.name);
    for (const name of [
      'Patients',
      'PatientProfile',
      'AddNewPatient',
      'UserManagement',
      'ConfigurationsHome',
      'Calendar',
      'Appointments',
      'Appointment',
      'EvaluationNew',
      'Services',
      'References',
      'Communications',
      'Payments',
      'Expenses',
      'AddNewInvoice',
      'Interventions',
      'Instruments',
      'Instrument',
    ])
      expect(names).toContain(name);
    // Each allowed name is a route of the table (a renamed route must not leave a stale exception).
    for (const name of patientRoutes) expect(protectedLeaves.map((leaf) => leaf.handle.name)).toContain(name);
  });

  it.each(staffLeaves.map((leaf) => [leaf.handle.name, leaf.url, leaf.route] as const))(
    'sends a patient from %s (%s) home to /dashboard',
    async (_name, url, route) => {
      expect(await guardOf(route, url)).toBe('/dashboard');
    },
  );

  it.each(
    protectedLeaves
      .filter((leaf) => patientRoutes.includes(leaf.handle.name))
      .map((leaf) => [leaf.handle.name, leaf.url, leaf.route] as const),
  )('lets a patient open %s (%s)', async (_name, url, route) => {
    expect(await guardOf(route, url)).toBeNull();
  });

  it('gives a patient a menu of pages they may open, home first', async () => {
    const items = menuItemsFor(makeUser('patient', {}, true));
    expect(items[0]).toEqual({ key: 'home', to: '/dashboard' });
    for (const item of items) {
      const matched = matchRoutes(routes, item.to);
      const leaf = matched?.[matched.length - 1]?.route;
      expect(leaf, item.to).toBeDefined();
      expect(await guardOf(leaf!, item.to), item.to).toBeNull();
    }
  });
});

describe('the patient’s own appointment page', () => {
  afterAll(() => clearUser());
  const leaf = protectedLeaves.find((l) => l.handle.name === 'PatientAppointment')!;

  it('is at /dashboard/appointments/:id', () => {
    expect(leaf.url).toBe(`/dashboard/appointments/${id}`);
  });

  it('sends staff where Dashboard sends them', async () => {
    setUser(makeUser('manager'));
    expect(await guardOf(leaf.route, leaf.url)).toBe('/dashboard');
    setUser(makeUser('front_desk'));
    expect(await guardOf(leaf.route, leaf.url)).toBe('/calendar');
  });
});

describe('the patient’s own exercise programme page (issue 24)', () => {
  afterAll(() => clearUser());
  const leaf = protectedLeaves.find((l) => l.handle.name === 'PatientProgramme')!;

  it('is at /dashboard/programme', () => {
    expect(leaf.url).toBe('/dashboard/programme');
  });

  it('opens for a patient and sends staff where Dashboard sends them', async () => {
    setUser(makeUser('patient'));
    expect(await guardOf(leaf.route, leaf.url)).toBeNull();
    setUser(makeUser('manager'));
    expect(await guardOf(leaf.route, leaf.url)).toBe('/dashboard');
    setUser(makeUser('front_desk'));
    expect(await guardOf(leaf.route, leaf.url)).toBe('/calendar');
    setUser(makeUser('professional', { permissions: { exercise_programmes: { read: true } } }));
    expect(await guardOf(leaf.route, leaf.url)).toBe('/calendar');
  });
});

describe('the clinical evaluation routes (issue 23)', () => {
  afterAll(() => clearUser());
  const evaluationLeaves = protectedLeaves.filter((l) =>
    ['EvaluationNew', 'Evaluation', 'ObjectiveEvaluation'].includes(l.handle.name),
  );

  it('are under an appointment', () => {
    expect(evaluationLeaves.map((l) => l.url).sort()).toEqual([
      `/appointments/${id}/evaluations/${id}`,
      `/appointments/${id}/evaluations/new`,
      `/appointments/${id}/objective_evaluation`,
    ]);
  });

  it.each(evaluationLeaves.map((l) => [l.handle.name, l.url, l.route] as const))(
    '%s: managers and professionals open it, front desk goes back to Calendar',
    async (_name, url, route) => {
      setUser(makeUser('manager'));
      expect(await guardOf(route, url)).toBeNull();
      setUser(
        makeUser('professional', {
          permissions: { evaluations: { read: true, create: true, update: true } },
        }),
      );
      expect(await guardOf(route, url)).toBeNull();
      setUser(makeUser('front_desk', { permissions: { appointments: { read: true, update: true } } }));
      expect(await guardOf(route, url)).toBe('/calendar');
    },
  );
});

describe('the outcome measures routes (issue 25)', () => {
  afterAll(() => clearUser());
  const instrumentLeaves = protectedLeaves.filter((l) =>
    ['Instruments', 'Instrument'].includes(l.handle.name),
  );

  it('are the catalogue and one measure under it', () => {
    expect(instrumentLeaves.map((l) => l.url).sort()).toEqual(['/instruments', `/instruments/${id}`]);
  });

  it.each(instrumentLeaves.map((l) => [l.handle.name, l.url, l.route] as const))(
    '%s: managers and professionals with instruments:read open it, front desk goes back to Calendar',
    async (_name, url, route) => {
      setUser(makeUser('manager'));
      expect(await guardOf(route, url)).toBeNull();
      setUser(makeUser('professional', { permissions: { instruments: { read: true } } }));
      expect(await guardOf(route, url)).toBeNull();
      setUser(makeUser('professional', { permissions: { instruments: { read: false } } }));
      expect(await guardOf(route, url)).toBe('/calendar');
      setUser(makeUser('front_desk', { permissions: { patients: { read: true } } }));
      expect(await guardOf(route, url)).toBe('/calendar');
    },
  );
});

describe('the payments routes (issue 27)', () => {
  afterAll(() => clearUser());
  const leaf = (name: string) => protectedLeaves.find((l) => l.handle.name === name)!;

  it('are the list, a new payment and one payment', () => {
    expect(['Payments', 'AddNewPayment', 'Payment'].map((name) => leaf(name).url)).toEqual([
      '/payments',
      '/payments/add_new_payment',
      `/payments/${id}`,
    ]);
  });

  it('open to front desk; a professional only with payments:list_all, and records only with create', async () => {
    const open = async (name: string) => guardOf(leaf(name).route, leaf(name).url);
    setUser(makeUser('front_desk', { permissions: { payments: { list_all: true, create: true } } }));
    for (const name of ['Payments', 'AddNewPayment', 'Payment']) expect(await open(name)).toBeNull();
    setUser(makeUser('professional'));
    for (const name of ['Payments', 'AddNewPayment', 'Payment']) expect(await open(name)).toBe('/calendar');
    setUser(makeUser('professional', { permissions: { payments: { list_all: true } } }));
    expect(await open('Payments')).toBeNull();
    expect(await open('Payment')).toBeNull();
    expect(await open('AddNewPayment')).toBe('/calendar');
  });
});
