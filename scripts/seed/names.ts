import { searchKey } from '@lar/contracts/candidates';
import type { Random } from './random.ts';

/** Comma-separated names to a list: keeps these long tables readable. */
const list = (names: string) => names.split(',').map((n) => n.trim());

/**
 * Names as a housing office in a mixed English, Portuguese and Spanish speaking city sees them,
 * accents included, so accent-insensitive search is measured on realistic text.
 */
const ENGLISH = {
  given: list(
    'James, Mary, Robert, Patricia, John, Jennifer, Michael, Linda, David, Elizabeth, William, ' +
      'Barbara, Richard, Susan, Joseph, Jessica, Thomas, Sarah, Charles, Karen, Christopher, ' +
      'Lisa, Daniel, Nancy, Matthew, Betty, Anthony, Margaret, Mark, Sandra, Steven, Ashley, ' +
      'Paul, Emily, Andrew, Donna, Kevin, Michelle, Brian, Carol, George, Amanda, Edward, ' +
      'Melissa, Ronald, Deborah, Timothy, Stephanie, Jason, Rebecca, Zoë, Chloë, Renée, Noël, ' +
      'Aaliyah, Tyrone, Keisha, Darnell, Latoya, Malik',
  ),
  family: list(
    'Smith, Johnson, Williams, Brown, Jones, Miller, Davis, Wilson, Anderson, Taylor, Thomas, ' +
      'Moore, Jackson, Martin, Lee, Thompson, White, Harris, Clark, Lewis, Robinson, Walker, ' +
      'Young, Allen, King, Wright, Scott, Hill, Green, Adams, Baker, Nelson, Carter, Mitchell, ' +
      'Roberts, Turner, Phillips, Campbell, Parker, Evans, O’Brien, O’Connor, McCarthy, ' +
      'Sullivan, Murphy, Kelly, Brennan, Fitzgerald, Walsh, Byrne',
  ),
};

const PORTUGUESE = {
  given: list(
    'João, Maria, José, Ana, António, Conceição, Francisco, Fátima, Luís, Inês, Sebastião, ' +
      'Lúcia, Tomás, Mônica, Vinícius, Márcia, Antônio, Cecília, Joaquim, Helena, Gonçalo, ' +
      'Beatriz, Rodrigo, Letícia, Júlio, Débora, Caio, Patrícia, Thiago, Cláudia, Raimundo, ' +
      'Graça, Rogério, Sílvia, Fábio, Lígia, Mário, Tânia, Sérgio, Vitória, Luíza, Gustavo, ' +
      'Isadora, Otávio, Bárbara, Marcelo, Aurélio, Iracema, Benedito, Jussara',
  ),
  family: list(
    'Silva, Santos, Oliveira, Souza, Rodrigues, Ferreira, Alves, Pereira, Lima, Gomes, ' +
      'Conceição, Gonçalves, Araújo, Simões, Magalhães, Estêvão, Brandão, Falcão, Assunção, ' +
      'Gusmão, Ribeiro, Carvalho, Martins, Rocha, Almeida, Nascimento, Cardoso, Teixeira, ' +
      'Barbosa, Fonseca, Mendonça, Sebastião, Damião, Romão, Leão, Guimarães, Figueirêdo, ' +
      'Loureiro, Azevedo, Câmara',
  ),
  particles: ['da', 'de', 'dos', 'das', 'do'],
};

const SPANISH = {
  given: list(
    'José, María, Juan, Carmen, Luis, Ana, Carlos, Lucía, Jesús, Sofía, Andrés, Mónica, Ramón, ' +
      'Begoña, Iñaki, Ángela, Víctor, Verónica, Joaquín, Inés, Héctor, Raquel, Rubén, Pilar, ' +
      'Álvaro, Dolores, Germán, Rocío, Sebastián, Ximena, Adrián, Yolanda, Óscar, Nuria, Martín, ' +
      'Guadalupe, Agustín, Leticia, Fermín, Araceli, Nicolás, Concepción, Julián, Asunción, ' +
      'Tomás, Belén, Damián, Estefanía, Simón, Noemí',
  ),
  family: list(
    'García, Rodríguez, González, Fernández, López, Martínez, Sánchez, Pérez, Gómez, Martín, ' +
      'Jiménez, Ruiz, Hernández, Díaz, Moreno, Muñoz, Álvarez, Romero, Alonso, Gutiérrez, ' +
      'Navarro, Torres, Domínguez, Vázquez, Ramos, Gil, Ramírez, Serrano, Blanco, Suárez, ' +
      'Castillo, Ortega, Rubio, Sanz, Núñez, Iglesias, Medina, Garrido, Cortés, Castaño, Peña, ' +
      'Ibáñez, Méndez, Cañas, Quiñones, Avendaño, Orduña, Muñiz, Saldaña, Montaño',
  ),
};

/** A full name in one of the three traditions; Portuguese and Spanish names carry two surnames. */
export function personName(random: Random): string {
  const tradition = random.weighted([
    ['en', 4],
    ['pt', 3],
    ['es', 3],
  ] as const);
  if (tradition === 'en') {
    const middle = random.chance(0.2) ? ` ${random.pick(ENGLISH.given).charAt(0)}.` : '';
    return `${random.pick(ENGLISH.given)}${middle} ${random.pick(ENGLISH.family)}`;
  }
  if (tradition === 'pt') {
    const second = random.chance(0.3) ? ` ${random.pick(PORTUGUESE.given)}` : '';
    const particle = random.chance(0.35) ? ` ${random.pick(PORTUGUESE.particles)}` : '';
    return `${random.pick(PORTUGUESE.given)}${second}${particle} ${random.pick(PORTUGUESE.family)} ${random.pick(PORTUGUESE.family)}`;
  }
  const second = random.chance(0.25) ? ` ${random.pick(SPANISH.given)}` : '';
  return `${random.pick(SPANISH.given)}${second} ${random.pick(SPANISH.family)} ${random.pick(SPANISH.family)}`;
}

/** Places of the seeded region: city, state and the first digits of its postal codes. */
export const CITIES = [
  { city: 'Boston', state: 'MA', zip: '021' },
  { city: 'Cambridge', state: 'MA', zip: '021' },
  { city: 'Somerville', state: 'MA', zip: '021' },
  { city: 'Framingham', state: 'MA', zip: '017' },
  { city: 'Lowell', state: 'MA', zip: '018' },
  { city: 'Newark', state: 'NJ', zip: '071' },
  { city: 'Elizabeth', state: 'NJ', zip: '072' },
  { city: 'Miami', state: 'FL', zip: '331' },
  { city: 'Orlando', state: 'FL', zip: '328' },
  { city: 'Providence', state: 'RI', zip: '029' },
  { city: 'New York', state: 'NY', zip: '100' },
  { city: 'Bronx', state: 'NY', zip: '104' },
] as const;

export const STREETS = list(
  'Main St, Washington St, Broadway, Elm St, Maple Ave, Oak St, Park Ave, Cedar St, ' +
    'Highland Ave, Union Sq, Central Ave, Church St, River Rd, Harbor Blvd, Bennington St, ' +
    'Dorchester Ave, Columbus Ave, Massachusetts Ave, Cambridge St, Tremont St',
);

const PROPERTY_WORDS = list(
  'Harbor, Maple, Riverside, Union, Liberty, Cedar, Highland, Oak, Parkview, Sunrise, ' +
    'Lakeside, Meadow, Summit, Willow, Heritage, Bayview, Hillside, Garden, Crescent, Pioneer, ' +
    'Esperança, São João, Vista Alegre, Bela Vista, Las Palmas, El Mirador, La Esperanza, ' +
    'Santa Fé',
);
const PROPERTY_KINDS = [
  'Apartments',
  'Residences',
  'Commons',
  'Court',
  'Place',
  'Homes',
  'Village',
  'Lofts',
  'Tower',
];

export function propertyName(random: Random, serial: number): string {
  return `${random.pick(PROPERTY_WORDS)} ${random.pick(PROPERTY_KINDS)} ${serial}`;
}

const COMPANY_WORDS = list(
  'Beacon, Keystone, Harborlight, Cornerstone, Evergreen, Northgate, Bayside, Greenleaf, ' +
    'Ironwood, Lighthouse, Pinnacle, Trinity, Atlântico, Horizonte, Nuevo Hogar, Casa Nostra',
);
const COMPANY_KINDS = [
  'Property Management',
  'Realty',
  'Housing Partners',
  'Residential',
  'Management Group',
];

export function companyName(random: Random, serial: number): string {
  return `${random.pick(COMPANY_WORDS)} ${random.pick(COMPANY_KINDS)} ${serial}`;
}

/** A name as the local part or domain of an e-mail address: `João da Silva` -> `joao.da.silva`. */
export const slug = (text: string) =>
  searchKey(text)
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');
