import { type CatalogueCategorySource, FORMS } from '../catalogue-source';

export const music: CatalogueCategorySource = {
  name: 'Music',
  form: FORMS.onSite,
  subcategories: [
    {
      name: 'Music Lessons',
      form: FORMS.lessons,
      services: [
        { n: 'Piano Lessons', p: 4, keywords: ['piano teacher', 'keyboard lessons'] },
        { n: 'Guitar Lessons', p: 4, keywords: ['guitar teacher', 'acoustic guitar', 'electric guitar'] },
        { n: 'Voice Lessons', p: 3, keywords: ['singing lessons', 'vocal coach'] },
        { n: 'Drum Lessons', p: 3, keywords: ['drum teacher', 'percussion lessons'] },
        { n: 'Violin Lessons', p: 2, keywords: ['fiddle lessons', 'violin teacher'] },
        { n: 'Bass Guitar Lessons', p: 1, keywords: ['bass lessons', 'bass teacher'] },
        { n: 'Cello Lessons', p: 1, keywords: ['cello teacher'] },
        { n: 'Ukulele Lessons', p: 1, keywords: ['ukulele teacher', 'uke lessons'] },
        { n: 'Saxophone Lessons', p: 1, keywords: ['sax lessons', 'saxophone teacher'] },
        { n: 'Trumpet Lessons', p: 1, keywords: ['trumpet teacher', 'brass lessons'] },
        { n: 'Flute Lessons', p: 1, keywords: ['flute teacher', 'woodwind lessons'] },
        { n: 'Music Theory Lessons', p: 1, keywords: ['music theory', 'ear training'] },
        { n: 'Songwriting Lessons', p: 1, keywords: ['songwriting coach', 'lyric writing'] },
      ],
    },
    {
      name: 'Live Music and DJs',
      services: [
        { n: 'DJ', p: 4, keywords: ['dj service', 'wedding dj', 'party dj'] },
        { n: 'Live Band', p: 3, keywords: ['wedding band', 'cover band', 'party band'] },
        { n: 'Wedding Ceremony Musicians', p: 2, keywords: ['string quartet', 'harpist', 'ceremony music'] },
        { n: 'Event Singer', p: 1, keywords: ['singer for hire', 'wedding singer'] },
        { n: 'Event Pianist', p: 1, keywords: ['pianist for hire', 'cocktail piano'] },
        { n: 'Mariachi Band', p: 1, keywords: ['mariachi', 'mariachis'] },
      ],
    },
    {
      name: 'Music Production and Repair',
      services: [
        { n: 'Recording Studio', p: 2, keywords: ['studio time', 'record a song'], form: FORMS.appointment },
        {
          n: 'Mixing and Mastering',
          p: 1,
          keywords: ['audio mixing', 'audio mastering'],
          form: FORMS.remote,
        },
        { n: 'Piano Tuning', p: 3, keywords: ['piano technician', 'piano repair'] },
        {
          n: 'Instrument Repair',
          p: 2,
          keywords: ['guitar repair', 'guitar setup', 'band instrument repair'],
        },
        { n: 'PA System Rental', p: 1, keywords: ['speaker rental', 'sound system rental'] },
      ],
    },
  ],
};
