import { TextPage } from '../components/TextPage.tsx';

const SECTIONS = ['service', 'accounts', 'applicants', 'use', 'liability', 'changes'] as const;

export default function TermsPage() {
  return <TextPage prefix="terms" sections={SECTIONS} />;
}
