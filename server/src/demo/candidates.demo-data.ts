/** The demo applicants: Portuguese, Spanish and English names, every household size and document kind. */

export interface CandidateSeed {
  name: string;
  email: string;
  phone: string;
  birth: string;
  income: string;
  household: number;
  postal: string;
  document: [type: string, number: string] | null;
  senior?: boolean;
  disabled?: boolean;
}

// Phone numbers use 555-01xx, reserved for fiction; document numbers are made up.
export const CANDIDATES: CandidateSeed[] = [
  {
    name: 'João Pedro Araújo',
    email: 'joao.araujo@example.com',
    phone: '6175550161',
    birth: '1986-04-12',
    income: '48500.00',
    household: 3,
    postal: '021221304',
    document: ['cpf', '52998224725'],
  },
  {
    name: 'Maria da Conceição Gonçalves',
    email: 'conceicao.goncalves@example.com',
    phone: '6175550162',
    birth: '1957-09-30',
    income: '26300.00',
    household: 1,
    postal: '02125',
    document: ['rg', 'MG1234567'],
    senior: true,
  },
  {
    name: 'Luíza Magalhães Simões',
    email: 'luiza.simoes@example.com',
    phone: '6175550163',
    birth: '1992-01-18',
    income: '61200.00',
    household: 2,
    postal: '02130',
    document: ['passport', 'FZ482913'],
  },
  {
    name: 'Sebastião Ribeiro',
    email: 'sebastiao.ribeiro@example.com',
    phone: '6175550164',
    birth: '1979-07-03',
    income: '39900.00',
    household: 4,
    postal: '021301922',
    document: ['cnh', '04187362950'],
  },
  {
    name: 'José Ramón Núñez',
    email: 'jose.nunez@example.com',
    phone: '6175550165',
    birth: '1983-11-22',
    income: '52750.00',
    household: 4,
    postal: '02128',
    document: ['itin', '912-78-4410'],
  },
  {
    name: 'María Fernanda Peña',
    email: 'mfernanda.pena@example.com',
    phone: '6175550166',
    birth: '1995-05-09',
    income: '44100.00',
    household: 2,
    postal: '02150',
    document: ['state_id', 'S83920174'],
  },
  {
    name: 'Sofía Ibáñez Ortiz',
    email: 'sofia.ibanez@example.com',
    phone: '6175550167',
    birth: '1990-02-27',
    income: '57300.00',
    household: 3,
    postal: '02119',
    document: ['passport', 'PAE773021'],
    disabled: true,
  },
  {
    name: 'Martín Gutiérrez Muñoz',
    email: 'martin.gutierrez@example.com',
    phone: '6175550168',
    birth: '1971-08-14',
    income: '33600.00',
    household: 5,
    postal: '02121',
    document: ['drivers_license', 'S29384756'],
  },
  {
    name: 'Emily Johnson',
    email: 'emily.johnson@example.com',
    phone: '6175550169',
    birth: '1988-10-05',
    income: '58900.00',
    household: 2,
    postal: '02124',
    document: ['ssn', '900-55-0142'],
  },
  {
    name: "Michael O'Brien",
    email: 'michael.obrien@example.com',
    phone: '6175550170',
    birth: '1952-03-21',
    income: '24800.00',
    household: 1,
    postal: '02127',
    document: ['drivers_license', 'S71820394'],
    senior: true,
  },
  {
    name: 'Zoë Thompson',
    email: 'zoe.thompson@example.com',
    phone: '6175550171',
    birth: '1998-12-11',
    income: '41700.00',
    household: 1,
    postal: '02143',
    document: ['state_id', 'S55012876'],
  },
  {
    name: 'Renée Walker',
    email: 'renee.walker@example.com',
    phone: '6175550172',
    birth: '1984-06-29',
    income: '67400.00',
    household: 4,
    postal: '02145',
    document: null,
  },
];
