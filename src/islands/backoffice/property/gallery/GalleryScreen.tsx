/** /secure/property/gallery: the photo gallery on its own (the property screen embeds the same section). */
import { useBackofficeTranslations } from '../../app/i18n.ts';
import type { ScreenProps } from '../../screen.ts';
import { GallerySection } from './GallerySection.tsx';

export default function GalleryScreen({ hotel, language }: ScreenProps) {
  const t = useBackofficeTranslations(language);
  return (
    <GallerySection hotelId={hotel.id} hotelName={hotel.name} language={language} t={t} headingLevel={1} />
  );
}
