import { TextPage } from '../components/TextPage.tsx';

const SECTIONS = ['collect', 'use', 'share', 'retention', 'security', 'rights'] as const;

export default function PrivacyPage() {
  return <TextPage prefix="privacy" sections={SECTIONS} />;
}
