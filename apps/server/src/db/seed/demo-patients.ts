import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../client.js';
import { patientProfiles, references, userClinics, users } from '../schema.js';
import { refreshSearchText } from '../../modules/patients/patients.repository.js';
import { DEMO_TENANT_ID, seedId as id, TESTE_TENANT_ID } from './demo-ids.js';
import { emailLocalPart, mobileFor, nifFor, streets } from './people.js';

// Fixed ids (the clinics, insurers… of clinic-setup.ts use 1001–1404 and 2001–2401).
const PORTO = id(1001);
const MATOSINHOS = id(1002);
const TESTE_CLINIC = id(2001);
const insurerIds = { medis: id(1401), multicare: id(1402), advancecare: id(1403), adse: id(1404) };
export const DEMO_REFERENCE_IDS = [1501, 1502, 1503, 1504, 1505].map(id);
export const DEMO_PATIENT_IDS = Array.from({ length: 40 }, (_, i) => id(1601 + i));
export const TESTE_PATIENT_IDS = [2601, 2602, 2603].map(id);

const demoReferences: Array<Omit<typeof references.$inferInsert, 'id' | 'tenantId'>> = [
  {
    name: 'Dr. António Ferreira',
    relationship: 'doctor',
    address: 'Hospital de Santo António, Largo Prof. Abel Salazar, 4099-001 Porto',
    contact: '+351222077500',
  },
  {
    name: 'Dra. Catarina Lopes',
    relationship: 'doctor',
    address: 'USF Serpa Pinto, Rua de Serpa Pinto, 4050-584 Porto',
    contact: 'catarina.lopes@exemplo.pt',
  },
  {
    name: 'Dr. Nuno Sampaio',
    relationship: 'doctor',
    address: 'Rua Brito Capelo, 530, 4450-073 Matosinhos',
    contact: '+351229387400',
  },
  { name: 'Manuela Gonçalves', relationship: 'family_member', contact: '+351936112233' },
  { name: 'Sara Pinto', relationship: 'friend', contact: '+351917445566' },
];

type Insurer = keyof typeof insurerIds;
interface SeedPatient {
  /** First name(s), surname(s). */
  name: [string, string];
  born: string;
  /** Index into `streets` (Greater Porto), or the whole address; and the door. */
  street: number | readonly [street: string, postalCode: string, city: string];
  door: string;
  clinic: 'P' | 'M' | null;
  /** False: no e-mail on file. */
  email?: false;
  insurer?: [Insurer, string | null];
  /** Index into the references above. */
  ref?: number;
  sms?: boolean;
  mail?: boolean;
  job?: string;
  notes?: string;
}

// prettier-ignore
const demoPatients: SeedPatient[] = [
  { name: ['João Pedro', 'Gonçalves'], born: '1978-04-12', street: 0, door: '112, 3.º Dto.', clinic: 'P', insurer: ['medis', 'MD-4471203'], ref: 0, sms: true, mail: true, job: 'Engenheiro civil', notes: 'Lombalgia crónica. Evitar flexão lombar repetida; reavaliar ao fim de 8 sessões.' },
  { name: ['Maria Inês', 'Araújo'], born: '1992-09-30', street: 1, door: '245, 1.º', clinic: 'P', sms: true, mail: true, job: 'Enfermeira' },
  { name: ['Ana Rita', 'Magalhães'], born: '1987-01-22', street: 2, door: '1830, 5.º Esq.', clinic: 'P', insurer: ['multicare', '0023918844'], ref: 1, sms: true },
  { name: ['Francisco José', 'Teixeira Lopes'], born: '1965-06-03', street: 4, door: '77', clinic: 'P', insurer: ['adse', '113498227'], job: 'Bancário', mail: true },
  { name: ['Beatriz', 'Sá Pereira'], born: '2001-11-17', street: 5, door: '19, 2.º Trás', clinic: 'P', sms: true, mail: true, job: 'Estudante', ref: 4 },
  { name: ['Tomás', 'Brandão Moreira'], born: '2012-03-08', street: 12, door: '301', clinic: 'M', email: false, ref: 3, sms: true, notes: 'Menor: vem acompanhado pela mãe. Entorse do tornozelo esquerdo.' },
  { name: ['Leonor', 'Simões Carvalho'], born: '1995-07-25', street: 6, door: '512, 4.º Frente', clinic: 'P', insurer: ['medis', 'MD-5530019'], sms: true, mail: true },
  { name: ['Rui Miguel', 'Antunes'], born: '1983-12-02', street: 13, door: '88, 1.º Dto.', clinic: 'M', insurer: ['advancecare', 'AC-771201'], ref: 2, job: 'Motorista', sms: true },
  { name: ['Conceição', 'Ribeiro Matos'], born: '1948-02-14', street: 7, door: '40', clinic: 'P', insurer: ['adse', '100238871'], email: false, job: 'Reformada', sms: true, notes: 'Prótese total do joelho direito (2025). Hipertensa.' },
  { name: ['Gonçalo', 'Lourenço Neves'], born: '1999-05-19', street: 8, door: '150', clinic: 'P', sms: true, mail: true, job: 'Programador' },
  { name: ['Sónia Cristina', 'Valente'], born: '1976-10-10', street: 16, door: '2210, 7.º C', clinic: 'P', insurer: ['multicare', '0031120932'], mail: true, job: 'Contabilista' },
  { name: ['Afonso', 'Guimarães Pinto'], born: '2008-08-21', street: 14, door: '12', clinic: 'M', email: false, ref: 4, sms: true },
  { name: ['Mariana', 'Falcão Correia'], born: '1990-04-04', street: 3, door: '301, 2.º', clinic: 'P', sms: true, mail: true, job: 'Arquiteta', ref: 1 },
  { name: ['António Manuel', 'Sampaio'], born: '1941-01-30', street: 19, door: '67', clinic: 'P', insurer: ['adse', '098234110'], email: false, job: 'Reformado', notes: 'Pós-AVC (2024): marcha com canadiana. Vem de táxi, preferir manhãs.' },
  { name: ['Catarina', 'Estêvão Mendes'], born: '1985-06-15', street: 9, door: '201, 3.º Esq.', clinic: 'P', insurer: ['medis', 'MD-6620934'], sms: true, mail: true, job: 'Advogada' },
  { name: ['Hélder', 'Queirós Fonseca'], born: '1972-03-27', street: 20, door: '455', clinic: null, sms: true, job: 'Eletricista' },
  { name: ['Inês', 'Conceição Azevedo'], born: '1997-12-12', street: 10, door: '990, 1.º', clinic: 'P', sms: true, mail: true },
  { name: ['Diogo', 'Brás Figueiredo'], born: '1993-09-09', street: 15, door: '70, 2.º Dto.', clinic: 'M', insurer: ['advancecare', 'AC-992310'], ref: 2, sms: true, mail: true, job: 'Comerciante' },
  { name: ['Margarida', 'Leão Tavares'], born: '1968-11-05', street: 11, door: '33', clinic: 'P', insurer: ['multicare', '0018890321'], mail: true, job: 'Professora' },
  { name: ['José Joaquim', 'Baptista'], born: '1955-05-01', street: 21, door: '1200', clinic: 'P', insurer: ['adse', '087712398'], email: false, job: 'Reformado', sms: true },
  { name: ['Luísa', 'Abreu Monteiro'], born: '1980-02-29', street: 17, door: '56, 4.º', clinic: 'P', sms: true, mail: true, job: 'Administrativa' },
  { name: ['Vítor Hugo', 'Castro'], born: '1979-08-18', street: 18, door: '14', clinic: null, insurer: ['medis', 'MD-3310877'], sms: true },
  { name: ['Joana Sofia', 'Macedo'], born: '1994-10-23', street: 24, door: '410, 3.º Trás', clinic: 'P', ref: 0, sms: true, mail: true, job: 'Cabeleireira' },
  { name: ['Duarte', 'Gaspar Rocha'], born: '2003-01-11', street: 12, door: '88', clinic: 'M', sms: true, job: 'Estudante', notes: 'Futebolista (juniores): rotura parcial do isquiotibial direito.' },
  { name: ['Cláudia Patrícia', 'Vieira'], born: '1971-07-07', street: 22, door: '9, r/c', clinic: 'P', insurer: ['multicare', '0040021187'], mail: true },
  { name: ['Sebastião', 'Nunes Coelho'], born: '2015-04-28', street: 2, door: '1402', clinic: 'P', email: false, ref: 3, sms: true },
  { name: ['Lúcia', 'Graça Fonseca'], born: '1960-12-19', street: 23, door: '302', clinic: 'P', insurer: ['adse', '102398776'], sms: true, job: 'Professora' },
  { name: ['Martim', 'Viana Soares'], born: '1998-06-06', street: 0, door: '560, 2.º Esq.', clinic: 'P', sms: true, mail: true, ref: 4 },
  { name: ['Teresa Amélia', 'Cunha'], born: '1937-09-14', street: 7, door: '128', clinic: 'P', email: false, job: 'Reformada', notes: 'Osteoporose. Contactar a filha para marcações.' },
  { name: ['Fábio André', 'Matos'], born: '1989-03-03', street: 13, door: '21, 1.º', clinic: 'M', insurer: ['advancecare', 'AC-410992'], sms: true, mail: true, job: 'Cozinheiro' },
  { name: ['Carolina', 'Freitas Barros'], born: '2000-02-02', street: 1, door: '700', clinic: 'P', sms: true, mail: true, job: 'Estudante' },
  { name: ['Márcio Rúben', 'Cardoso'], born: '1986-11-30', street: 18, door: '45, 6.º', clinic: null, sms: true },
  { name: ['Rosário', 'Marques Pires'], born: '1958-08-08', street: 4, door: '1010', clinic: 'P', insurer: ['medis', 'MD-1209934'], ref: 1, mail: true },
  { name: ['Simão Tiago', 'Mota'], born: '1991-01-15', street: 16, door: '3, 2.º', clinic: 'P', sms: true, job: 'Operário fabril' },
  { name: ['Patrícia Isabel', 'Reis'], born: '1982-05-20', street: 5, door: '85, 3.º Dto.', clinic: 'P', insurer: ['multicare', '0027781120'], sms: true, mail: true, job: 'Médica dentista', ref: 0 },
  { name: ['Álvaro Domingos', 'Ramos'], born: '1950-10-01', street: 20, door: '17', clinic: 'P', insurer: ['adse', '091128734'], email: false, job: 'Reformado', sms: true },
  { name: ['Íris', 'Gonçalves Barbosa'], born: '2005-09-25', street: 14, door: '230', clinic: 'M', sms: true, mail: true, job: 'Estudante' },
  { name: ['Bernardo', 'Sousa Machado'], born: '1975-04-16', street: 3, door: '12, 5.º', clinic: 'P', insurer: ['medis', 'MD-8830021'], sms: true },
  { name: ['Mónica Alexandra', 'Raposo'], born: '1988-12-24', street: 11, door: '401, 1.º Esq.', clinic: 'P', sms: true, mail: true, job: 'Administrativa' },
  { name: ['Óscar Emanuel', 'Cruz'], born: '1969-02-18', street: 15, door: '99', clinic: 'M', insurer: ['advancecare', 'AC-230017'], ref: 2, sms: true, job: 'Comerciante' },
];

// prettier-ignore
const testePatients: SeedPatient[] = [
  { name: ['Henrique', 'Macedo Braga'], born: '1974-03-19', street: ['Avenida da Liberdade', '4710-251', 'Braga'], door: '610, 2.º', clinic: 'P', sms: true, mail: true },
  { name: ['Filipa', 'Sampaio Dias'], born: '1990-07-02', street: ['Rua do Souto', '4700-329', 'Braga'], door: '45', clinic: 'P', sms: true, insurer: ['medis', null] },
  { name: ['Domingos', 'Araújo Vaz'], born: '1952-11-11', street: ['Rua de São Vicente', '4710-312', 'Braga'], door: '88', clinic: 'P', email: false, job: 'Reformado' },
];

interface Target {
  tenantId: string;
  ids: string[];
  clinic: (c: SeedPatient['clinic']) => string | null;
  insurer: (i: Insurer) => string;
}

async function insertPatients(tx: Tx, list: SeedPatient[], t: Target, nifOffset: number): Promise<void> {
  const now = Date.now();
  const rows = list.map((p, i) => {
    const [first, surname] = p.name;
    const userId = t.ids[i]!;
    const [street, postalCode, city] = typeof p.street === 'number' ? streets[p.street]! : p.street;
    const lastSurname = surname.split(' ').at(-1)!;
    return {
      user: {
        id: userId,
        tenantId: t.tenantId,
        type: 'patient' as const,
        firstName: first,
        surname,
        email: p.email === false ? null : `${emailLocalPart(first.split(' ')[0]!, lastSurname)}@exemplo.pt`,
        phone: mobileFor(nifOffset + i),
        canLogin: false,
        status: 'email_not_confirmed' as const,
        // Registered over the last months, oldest first.
        createdAt: new Date(now - (list.length - i) * 4 * 86_400_000),
      },
      profile: {
        tenantId: t.tenantId,
        userId,
        address: `${street}, ${p.door}`,
        postalCode,
        city,
        nif: nifFor(nifOffset + i * 7_919, i % 3 === 0 ? 1 : 2),
        job: p.job ?? null,
        dateOfBirth: p.born,
        insurerId: p.insurer ? t.insurer(p.insurer[0]) : null,
        insuranceNumber: p.insurer?.[1] ?? null,
        referenceId: p.ref === undefined ? null : DEMO_REFERENCE_IDS[p.ref]!,
        consentSms: p.sms ?? false,
        consentEmail: p.mail ?? false,
        notes: p.notes ?? null,
      },
      clinicId: t.clinic(p.clinic),
    };
  });
  await tx.insert(users).values(rows.map((r) => r.user));
  await tx.insert(patientProfiles).values(rows.map((r) => r.profile));
  const links = rows.flatMap((r) =>
    r.clinicId ? [{ tenantId: t.tenantId, userId: r.user.id, clinicId: r.clinicId }] : [],
  );
  if (links.length) await tx.insert(userClinics).values(links);
  await refreshSearchText(tx, t.ids);
}

const exists = async (tx: Tx, userId: string) =>
  (await tx.select({ id: users.id }).from(users).where(eq(users.id, userId))).length > 0;

/**
 * Issue 6's part of the demo: 40 patients of Clínica Demo (Porto and Matosinhos, insurers, referral
 * contacts, consents, a few clinical notes) and 3 of Clínica Teste. Keyed on fixed ids: added to an
 * existing `.data/` once, never twice. Runs after `seedClinicSetup` (clinics and insurers).
 */
export async function seedDemoPatients(database: Database): Promise<void> {
  await database.withTenant(DEMO_TENANT_ID, async (tx) => {
    if (await exists(tx, DEMO_PATIENT_IDS[0]!)) return;
    await tx
      .insert(references)
      .values(demoReferences.map((r, i) => ({ ...r, id: DEMO_REFERENCE_IDS[i]!, tenantId: DEMO_TENANT_ID })))
      .onConflictDoNothing();
    await insertPatients(
      tx,
      demoPatients,
      {
        tenantId: DEMO_TENANT_ID,
        ids: DEMO_PATIENT_IDS,
        clinic: (c) => (c === 'P' ? PORTO : c === 'M' ? MATOSINHOS : null),
        insurer: (i) => insurerIds[i],
      },
      1_601,
    );
  });
  await database.withTenant(TESTE_TENANT_ID, async (tx) => {
    if (await exists(tx, TESTE_PATIENT_IDS[0]!)) return;
    await insertPatients(
      tx,
      testePatients,
      {
        tenantId: TESTE_TENANT_ID,
        ids: TESTE_PATIENT_IDS,
        clinic: (c) => (c ? TESTE_CLINIC : null),
        insurer: () => id(2401),
      },
      2_601,
    );
  });
}
