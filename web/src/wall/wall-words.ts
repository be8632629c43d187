import type { Locale } from '#common/locales';

/** The few words of the wall (issue 39), in the site's five languages: it is a page of its own, without the dashboard's messages. */
export const WALL_WORDS: Readonly<Record<Locale, { title: string; addYours: string; waiting: string; gone: string }>> = {
  de: {
    title: 'Fotos des Tages',
    addYours: 'Eure Fotos hinzufügen',
    waiting: 'Die ersten Fotos erscheinen hier, sobald sie da sind.',
    gone: 'Dieser Link zur Fotowand gilt nicht mehr. Öffnet den neuen Link aus dem Dashboard.',
  },
  en: {
    title: 'Photos of the day',
    addYours: 'Add your photos',
    waiting: 'The first photos will appear here as soon as they arrive.',
    gone: 'This wall link no longer works. Open the new one from the dashboard.',
  },
  ro: {
    title: 'Fotografiile zilei',
    addYours: 'Adăugați fotografiile voastre',
    waiting: 'Primele fotografii vor apărea aici imediat ce sosesc.',
    gone: 'Acest link al ecranului foto nu mai funcționează. Deschideți linkul nou din panoul de control.',
  },
  ru: {
    title: 'Фотографии дня',
    addYours: 'Добавьте ваши фотографии',
    waiting: 'Первые фотографии появятся здесь, как только их пришлют.',
    gone: 'Эта ссылка на фотостену больше не действует. Откройте новую ссылку из панели управления.',
  },
  fr: {
    title: 'Les photos du jour',
    addYours: 'Ajoutez vos photos',
    waiting: 'Les premières photos apparaîtront ici dès qu’elles arriveront.',
    gone: 'Ce lien du mur de photos ne fonctionne plus. Ouvrez le nouveau lien depuis le tableau de bord.',
  },
};
