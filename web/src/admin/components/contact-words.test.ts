import { describe, expect, it } from 'vitest';
import { countryName, mailtoHref, phoneRegionOf, whatsAppHref } from './contact-words';

describe('the links to a household', () => {
  it('open WhatsApp to the number’s digits with the message, or to a chat to choose without one', () => {
    expect(whatsAppHref('+40722123456', 'Dragă Ana, linkul: https://x.example/login?token=a&lang=ro')).toBe(
      'https://wa.me/40722123456?text=Drag%C4%83%20Ana%2C%20linkul%3A%20https%3A%2F%2Fx.example%2Flogin%3Ftoken%3Da%26lang%3Dro',
    );
    expect(whatsAppHref('', 'Hallo')).toBe('https://wa.me/?text=Hallo');
  });

  it('open e-mail to the address, a + in it kept as a plus', () => {
    expect(mailtoHref('marie+mariage@exemple.fr', 'Réservez la date', 'Bonjour & bienvenue')).toBe(
      'mailto:marie%2Bmariage@exemple.fr?subject=R%C3%A9servez%20la%20date&body=Bonjour%20%26%20bienvenue',
    );
    expect(mailtoHref('', 'S', 'B')).toBe('mailto:?subject=S&body=B');
  });
});

describe('the country a number is read in', () => {
  it('is the household’s language’s, else the site’s, named in the couple’s language', () => {
    expect(phoneRegionOf('ro', 'de')).toBe('RO');
    expect(phoneRegionOf(null, 'fr')).toBe('FR');
    expect(phoneRegionOf('en', 'de')).toBe('GB');
    expect(countryName('DE', 'fr')).toBe('Allemagne');
    expect(countryName('RU', 'de')).toBe('Russland');
  });
});
