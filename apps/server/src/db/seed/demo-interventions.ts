import { eq } from 'drizzle-orm';
import type { InterventionRegion, InterventionType } from '@clinica/contracts/interventions';
import type { Database } from '../client.js';
import { interventions } from '../schema.js';
import { DEMO_TENANT_ID, seedId as id } from './demo-ids.js';

type Entry = [
  name: string,
  region: InterventionRegion,
  tags: string[],
  description: string,
  type?: InterventionType,
];

/** A physiotherapy clinic's everyday library, as a Portuguese team names it. */
const library: Entry[] = [
  [
    'Retração cervical (queixo para trás)',
    'cervical',
    ['mobilidade', 'postura'],
    'Sentado, deslizar o queixo para trás sem inclinar a cabeça. Manter 5 s.',
  ],
  [
    'Flexão crânio-cervical em decúbito',
    'cervical',
    ['controlo motor'],
    'Deitado de costas, acenar ligeiramente «sim» mantendo a nuca no apoio. 10 s × 10.',
  ],
  [
    'Rotação cervical ativa',
    'cervical',
    ['mobilidade'],
    'Rodar a cabeça para cada lado até ao limite confortável, devagar.',
  ],
  [
    'Isometria cervical em extensão',
    'cervical',
    ['força'],
    'Mão na nuca, empurrar a cabeça para trás contra a mão sem movimento. 10 s.',
  ],
  [
    'Extensão torácica sobre rolo',
    'thoracic',
    ['mobilidade'],
    'Rolo de espuma sob as omoplatas, mãos atrás da cabeça, estender sobre o rolo.',
  ],
  [
    'Rotação torácica em quatro apoios',
    'thoracic',
    ['mobilidade'],
    'Mão atrás da cabeça, rodar o tronco abrindo o cotovelo para o teto.',
  ],
  [
    'Abertura de livro em decúbito lateral',
    'thoracic',
    ['mobilidade'],
    'Deitado de lado, joelhos fletidos, abrir o braço de cima para o lado oposto.',
  ],
  [
    'Gato-camelo',
    'lumbar',
    ['mobilidade'],
    'Em quatro apoios, alternar arredondar e arquear a coluna, devagar.',
  ],
  [
    'Ponte glútea',
    'lumbar',
    ['força', 'glúteos'],
    'Deitado de costas, joelhos fletidos, elevar a bacia até alinhar ombros, anca e joelhos.',
  ],
  [
    'Bird-dog (quatro apoios, braço e perna opostos)',
    'lumbar',
    ['controlo motor', 'core'],
    'Estender braço e perna opostos sem rodar a bacia. 5 s em cada lado.',
  ],
  [
    'Prancha ventral',
    'lumbar',
    ['core', 'força'],
    'Apoio nos antebraços e pés, corpo alinhado, sem deixar cair a bacia.',
  ],
  [
    'Prancha lateral',
    'lumbar',
    ['core', 'força'],
    'Apoio num antebraço e nos pés (ou joelhos), bacia elevada e alinhada.',
  ],
  [
    'Extensão lombar em decúbito ventral (McKenzie)',
    'lumbar',
    ['mobilidade', 'mckenzie'],
    'Deitado de barriga para baixo, estender os cotovelos elevando o tronco; bacia no chão.',
  ],
  [
    'Inclinação pélvica posterior',
    'lumbar',
    ['controlo motor'],
    'Deitado de costas, encostar a zona lombar ao chão contraindo o abdómen.',
  ],
  [
    'Pêndulo de Codman',
    'shoulder',
    ['mobilidade', 'pós-operatório'],
    'Inclinado à frente, braço pendente, fazer pequenos círculos relaxados.',
  ],
  [
    'Rotação externa do ombro com elástico',
    'shoulder',
    ['força', 'elástico', 'coifa'],
    'Cotovelo a 90° junto ao tronco, rodar o antebraço para fora contra o elástico.',
  ],
  [
    'Rotação interna do ombro com elástico',
    'shoulder',
    ['força', 'elástico', 'coifa'],
    'Cotovelo a 90° junto ao tronco, rodar o antebraço para dentro contra o elástico.',
  ],
  [
    'Elevação do braço no plano da omoplata',
    'shoulder',
    ['força'],
    'Elevar o braço a 30° à frente do plano do corpo, polegar para cima, até à altura do ombro.',
  ],
  [
    'Remada com elástico',
    'shoulder',
    ['força', 'elástico', 'omoplata'],
    'Puxar o elástico aproximando as omoplatas, cotovelos junto ao corpo.',
  ],
  [
    'Deslizamento na parede (wall slide)',
    'shoulder',
    ['mobilidade', 'omoplata'],
    'Antebraços na parede, deslizar para cima mantendo o contacto.',
  ],
  [
    'Flexão de braços na parede',
    'shoulder',
    ['força'],
    'De pé em frente à parede, mãos à largura dos ombros, fletir e estender os cotovelos.',
  ],
  [
    'Excêntrico de punho em extensão (epicondilite)',
    'elbow',
    ['força', 'excêntrico', 'tendinopatia'],
    'Baixar devagar o peso com o punho em extensão; subir com ajuda da outra mão.',
  ],
  [
    'Flexão e extensão do cotovelo com halter',
    'elbow',
    ['força'],
    'Sentado, cotovelo apoiado, fletir e estender devagar com um halter leve.',
  ],
  [
    'Pronação e supinação com martelo',
    'elbow',
    ['força', 'mobilidade'],
    'Antebraço apoiado, rodar a palma para cima e para baixo segurando um martelo.',
  ],
  [
    'Deslizamentos tendinosos dos dedos',
    'wrist_hand',
    ['mobilidade', 'pós-operatório'],
    'Sequência: mão aberta, gancho, punho fechado, dedos em mesa, punho direito.',
  ],
  ['Preensão com bola terapêutica', 'wrist_hand', ['força'], 'Apertar a bola durante 5 s e relaxar.'],
  [
    'Mobilização do punho em flexão e extensão',
    'wrist_hand',
    ['mobilidade'],
    'Antebraço apoiado, dobrar o punho para cima e para baixo.',
  ],
  [
    'Abdução da anca em decúbito lateral',
    'hip',
    ['força', 'glúteos'],
    'Deitado de lado, elevar a perna de cima em linha com o tronco, sem rodar.',
  ],
  [
    'Concha (clamshell) com elástico',
    'hip',
    ['força', 'glúteos', 'elástico'],
    'Deitado de lado, joelhos fletidos, abrir o joelho de cima mantendo os pés juntos.',
  ],
  [
    'Alongamento dos flexores da anca em meio-ajoelhado',
    'hip',
    ['alongamento'],
    'Um joelho no chão, avançar a bacia mantendo o tronco direito. 30 s.',
  ],
  [
    'Alongamento do piriforme',
    'hip',
    ['alongamento'],
    'Deitado, cruzar o tornozelo sobre o joelho oposto e puxar a coxa para o peito.',
  ],
  [
    'Agachamento',
    'knee',
    ['força', 'funcional'],
    'Pés à largura da anca, descer como para sentar numa cadeira, joelhos alinhados com os pés.',
  ],
  [
    'Agachamento com apoio na parede (isometria)',
    'knee',
    ['força', 'isometria', 'tendinopatia'],
    'Costas na parede, joelhos a 60°, manter 30–45 s.',
  ],
  [
    'Extensão do joelho sentado',
    'knee',
    ['força', 'pós-operatório'],
    'Sentado, estender o joelho por completo e manter 3 s.',
  ],
  [
    'Subida de degrau (step-up)',
    'knee',
    ['força', 'funcional'],
    'Subir a um degrau com a perna a tratar, controlando o joelho.',
  ],
  [
    'Elevação da perna em extensão',
    'knee',
    ['força', 'pós-operatório'],
    'Deitado, contrair o quadricípite e elevar a perna estendida a 30 cm.',
  ],
  [
    'Deslizamento do calcanhar (heel slide)',
    'knee',
    ['mobilidade', 'pós-operatório'],
    'Deitado, dobrar o joelho deslizando o calcanhar na marquesa.',
  ],
  [
    'Elevação dos gémeos',
    'ankle_foot',
    ['força'],
    'De pé, subir nas pontas dos pés e descer devagar; progredir para um só pé.',
  ],
  [
    'Excêntrico dos gémeos num degrau (Alfredson)',
    'ankle_foot',
    ['força', 'excêntrico', 'tendinopatia'],
    'Subir com os dois pés, descer só com o pé a tratar abaixo do nível do degrau.',
  ],
  [
    'Equilíbrio unipodal',
    'ankle_foot',
    ['equilíbrio', 'propriocepção'],
    'Apoio num só pé durante 30 s; progredir de olhos fechados ou em superfície instável.',
  ],
  [
    'Alfabeto com o tornozelo',
    'ankle_foot',
    ['mobilidade'],
    'Sentado, desenhar as letras do alfabeto no ar com a ponta do pé.',
  ],
  [
    'Alongamento da fáscia plantar',
    'ankle_foot',
    ['alongamento'],
    'Puxar os dedos do pé para cima com a mão durante 30 s.',
  ],
  [
    'Marcha com obstáculos',
    'full_body',
    ['equilíbrio', 'funcional'],
    'Caminhar passando por cima de obstáculos baixos, sem apoio.',
  ],
  [
    'Levantar e sentar da cadeira',
    'full_body',
    ['funcional', 'força'],
    'Levantar e sentar sem usar as mãos, devagar, o número de vezes indicado.',
  ],
  [
    'Bicicleta estática',
    'full_body',
    ['cardiovascular'],
    'Resistência leve a moderada, cadência confortável.',
  ],
  [
    'Educação sobre a dor',
    'full_body',
    ['educação'],
    'Explicação da dor persistente e do plano de exercício gradual.',
    'other',
  ],
  [
    'Terapia manual',
    'full_body',
    ['manual'],
    'Mobilizações e técnicas de tecidos moles conforme avaliação.',
    'other',
  ],
  ['Crioterapia', 'full_body', ['agentes físicos'], 'Gelo envolvido num pano, 15 minutos.', 'other'],
];

/**
 * Issue 24's part of the demo: the library the clinic works from (48 entries across every region).
 * Keyed on the first fixed id: added once, never twice.
 */
export async function seedDemoInterventions(database: Database): Promise<void> {
  const first = id(1901);
  await database.withTenant(DEMO_TENANT_ID, async (tx) => {
    if (
      (await tx.select({ id: interventions.id }).from(interventions).where(eq(interventions.id, first)))
        .length
    )
      return;
    await tx.insert(interventions).values(
      library.map(([name, region, tags, description, type], i) => ({
        id: id(1901 + i),
        tenantId: DEMO_TENANT_ID,
        name,
        region,
        tags,
        description,
        type: type ?? 'exercise',
      })),
    );
  });
}
