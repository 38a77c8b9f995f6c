import type { Tx } from '../db/client.ts';
import { contactMessages } from '../db/schema/contact-messages.ts';
import { buildingsDemo } from './buildings.demo.ts';
import { certificationsDemo } from './certifications.demo.ts';
import { complianceDemo } from './compliance.demo.ts';
import { crmDemo } from './crm.demo.ts';
import { listingsDemo } from './listings.demo.ts';
import { occupancyDemo } from './occupancy.demo.ts';
import { programsDemo } from './programs.demo.ts';

export interface DemoContext {
  tx: Tx;
  organizationId: number;
  adminId: number;
}

type DemoLoader = (ctx: DemoContext) => Promise<void>;

async function contactMessagesDemo({ tx, organizationId }: DemoContext) {
  await tx.insert(contactMessages).values([
    {
      organizationId,
      name: 'Maria Oliveira',
      email: 'maria.oliveira@example.com',
      phone: '6175550142',
      message: 'Gostaria de saber se há apartamentos de 2 quartos disponíveis em Dorchester.',
    },
    {
      organizationId,
      name: 'Daniel Reyes',
      email: 'daniel.reyes@example.com',
      phone: null,
      message: '¿Cuáles son los requisitos de ingresos para el programa de 60% AMI?',
    },
  ]);
}

/** Each domain appends its loader; they run in order in one transaction on the first embedded start. */
export const demoLoaders: DemoLoader[] = [
  contactMessagesDemo,
  crmDemo,
  programsDemo,
  occupancyDemo,
  buildingsDemo,
  complianceDemo,
  certificationsDemo,
  listingsDemo,
];

export async function loadDemoData(ctx: DemoContext): Promise<void> {
  for (const loader of demoLoaders) await loader(ctx);
}
