import { nifCheckDigit } from '@clinica/contracts/pt';

/**
 * Portuguese people for the seeds: names (with their accents, so that "joao" searches mean something),
 * Porto-area addresses, valid NIFs and mobile numbers. Deterministic: the same index gives the same
 * person, so seeds stay reproducible.
 */

// prettier-ignore
export const maleFirstNames = [
  'João', 'José', 'António', 'Francisco', 'Manuel', 'Rui', 'Pedro', 'Tiago', 'Miguel', 'Luís',
  'Gonçalo', 'Diogo', 'Duarte', 'Afonso', 'Rodrigo', 'Tomás', 'Martim', 'Simão', 'Gabriel', 'Vasco',
  'Bernardo', 'Henrique', 'Nuno', 'Sérgio', 'Hélder', 'André', 'Ricardo', 'Paulo', 'Jorge', 'Carlos',
  'Fernando', 'Joaquim', 'Álvaro', 'Vítor', 'Márcio', 'Fábio', 'Bruno', 'Filipe', 'Hugo', 'Armando',
  'Leonel', 'Rúben', 'Sebastião', 'Salvador', 'Lourenço', 'Mário', 'Domingos', 'Artur', 'Óscar', 'César',
] as const;

// prettier-ignore
export const femaleFirstNames = [
  'Maria', 'Ana', 'Inês', 'Beatriz', 'Mariana', 'Leonor', 'Matilde', 'Carolina', 'Sofia', 'Joana',
  'Catarina', 'Margarida', 'Francisca', 'Rita', 'Sara', 'Patrícia', 'Cláudia', 'Sónia', 'Fátima', 'Conceição',
  'Lúcia', 'Mónica', 'Helena', 'Teresa', 'Isabel', 'Luísa', 'Graça', 'Filipa', 'Bárbara', 'Vera',
  'Alice', 'Clara', 'Benedita', 'Constança', 'Madalena', 'Íris', 'Irene', 'Rosário', 'Amélia', 'Glória',
  'Natália', 'Raquel', 'Susana', 'Marta', 'Andreia', 'Diana', 'Débora', 'Júlia', 'Lívia', 'Aurora',
] as const;

// prettier-ignore
export const surnames = [
  'Silva', 'Santos', 'Ferreira', 'Pereira', 'Oliveira', 'Costa', 'Rodrigues', 'Martins', 'Jesus', 'Sousa',
  'Fernandes', 'Gonçalves', 'Gomes', 'Lopes', 'Marques', 'Alves', 'Almeida', 'Ribeiro', 'Pinto', 'Carvalho',
  'Teixeira', 'Moreira', 'Correia', 'Mendes', 'Nunes', 'Soares', 'Vieira', 'Monteiro', 'Cardoso', 'Rocha',
  'Raposo', 'Neves', 'Coelho', 'Cruz', 'Cunha', 'Pires', 'Ramos', 'Reis', 'Simões', 'Antunes',
  'Matos', 'Fonseca', 'Machado', 'Araújo', 'Barbosa', 'Tavares', 'Lourenço', 'Castro', 'Figueiredo', 'Azevedo',
  'Magalhães', 'Brandão', 'Falcão', 'Conceição', 'Guimarães', 'Baptista', 'Leão', 'Sampaio', 'Estêvão', 'Brás',
  'Gaspar', 'Valente', 'Macedo', 'Queirós', 'Abreu', 'Sá', 'Mota', 'Barros', 'Freitas', 'Viana',
] as const;

/** Streets with their postal codes and cities in Greater Porto. */
export const streets = [
  ['Rua de Cedofeita', '4050-174', 'Porto'],
  ['Rua de Santa Catarina', '4000-447', 'Porto'],
  ['Avenida da Boavista', '4100-119', 'Porto'],
  ['Rua do Almada', '4050-037', 'Porto'],
  ['Rua de Costa Cabral', '4200-211', 'Porto'],
  ['Rua Álvares Cabral', '4050-040', 'Porto'],
  ['Rua da Constituição', '4200-192', 'Porto'],
  ['Rua de Camões', '4000-139', 'Porto'],
  ['Rua do Heroísmo', '4300-259', 'Porto'],
  ['Rua de Damião de Góis', '4050-225', 'Porto'],
  ['Rua Faria Guimarães', '4200-287', 'Porto'],
  ['Avenida de França', '4050-276', 'Porto'],
  ['Rua Brito Capelo', '4450-073', 'Matosinhos'],
  ['Avenida da República', '4450-242', 'Matosinhos'],
  ['Rua Roberto Ivens', '4450-250', 'Matosinhos'],
  ['Rua Heróis de França', '4450-155', 'Matosinhos'],
  ['Avenida da República', '4430-196', 'Vila Nova de Gaia'],
  ['Rua Soares dos Reis', '4400-315', 'Vila Nova de Gaia'],
  ['Rua Conceição Fernandes', '4430-062', 'Vila Nova de Gaia'],
  ['Avenida Visconde de Barreiros', '4470-151', 'Maia'],
  ['Rua Augusto Simões', '4470-147', 'Maia'],
  ['Rua Central de Gondomar', '4420-086', 'Gondomar'],
  ['Avenida Conde de Ferreira', '4420-080', 'Gondomar'],
  ['Rua de São Mamede', '4440-651', 'Valongo'],
  ['Rua Santos Pousada', '4000-478', 'Porto'],
] as const;

// prettier-ignore
export const jobs = [
  'Professor', 'Professora', 'Enfermeira', 'Engenheiro civil', 'Contabilista', 'Estudante', 'Reformado',
  'Reformada', 'Advogada', 'Médico dentista', 'Operário fabril', 'Comerciante', 'Motorista', 'Cozinheiro',
  'Administrativa', 'Programador', 'Arquiteta', 'Eletricista', 'Cabeleireira', 'Bancário',
] as const;

/** A small, fast, seedable PRNG (mulberry32): the same seed gives the same sequence. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;

/** A valid NIF for a person (first digit 1 or 2) from eight digits' worth of `n` (distinct n → distinct NIF). */
export function nifFor(n: number, firstDigit: 1 | 2 = 2): string {
  const base = `${firstDigit}${String(n % 10_000_000).padStart(7, '0')}`;
  return `${base}${nifCheckDigit(base)}`;
}

/** A Portuguese mobile number in E.164 (+351 9x xxx xxxx), as the API stores it. */
export function mobileFor(n: number): string {
  const prefix = ['91', '92', '93', '96'][n % 4]!;
  return `+351${prefix}${String((n * 7_919 + 1_234_567) % 10_000_000).padStart(7, '0')}`;
}

/** `joão pedro` + `gonçalves` → `joao.pedro.goncalves`. */
export function emailLocalPart(...parts: string[]): string {
  return parts
    .join('.')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '.')
    .replace(/\.+/g, '.');
}
