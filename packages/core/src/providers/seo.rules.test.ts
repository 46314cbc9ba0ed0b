import { describe, expect, it } from 'vitest';
import { localBusinessJsonLd, openingHoursSpecification, serializeJsonLd } from './seo.rules';

const hours = {
  version: 1 as const,
  enabled: true,
  mon: { open: true, allDay: false, time: '8 AM - 5 PM' },
  tue: { open: true, allDay: false, time: '8 AM - 5 PM' },
  wed: { open: true, allDay: false, time: '8 AM - 5 PM' },
  thu: { open: true, allDay: false, time: '8 AM - 5 PM' },
  fri: { open: true, allDay: false, time: '8 AM - 5 PM' },
  sat: { open: true, allDay: false, time: '9 AM - 1:30 PM' },
  sun: { open: false, allDay: false, time: '' },
};

describe('schema.org', () => {
  it('groups opening hours by equal times', () => {
    expect(openingHoursSpecification(hours)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:00',
        closes: '17:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '09:00', closes: '13:30' },
    ]);
  });

  it('describes a LocalBusiness with address, geo, hours and rating', () => {
    const data = localBusinessJsonLd(
      {
        name: 'Bright Nest',
        aboutMetadata: 'Cleaning',
        phoneNumber: '5125550100',
        formattedPhoneNumber: '(512) 555-0100',
        email: null,
        website: 'https://brightnest.example',
        location: { address: '1 Main St', address2: null, city: 'Austin', stateCode: 'TX', zipCode: '78701' },
        locationPoint: { type: 'Point', coordinates: [-97.74, 30.27] },
        hours,
        rating: '4.8',
        reviewCount: 12,
        profilePic: '/media/logo.webp',
        bannerImage: null,
        firstCategory: null,
        social: {
          facebook: 'https://facebook.com/b',
          x: null,
          instagram: null,
          linkedin: null,
          pinterest: null,
          whatsapp: null,
        },
      },
      'http://localhost:3000/company/bright-nest',
      'http://localhost:3000',
    );
    expect(data).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Bright Nest',
      telephone: '(512) 555-0100',
      address: {
        streetAddress: '1 Main St',
        addressLocality: 'Austin',
        addressRegion: 'TX',
        postalCode: '78701',
      },
      geo: { latitude: 30.27, longitude: -97.74 },
      aggregateRating: { ratingValue: '4.8', reviewCount: 12 },
      logo: 'http://localhost:3000/media/logo.webp',
      sameAs: ['https://brightnest.example', 'https://facebook.com/b'],
    });
    expect(data.openingHoursSpecification).toHaveLength(2);
  });

  it('leaves the rating out without reviews and escapes < in the script text', () => {
    const data = localBusinessJsonLd(
      {
        name: '</script><b>',
        aboutMetadata: null,
        phoneNumber: null,
        formattedPhoneNumber: null,
        email: null,
        website: null,
        location: { address: null, address2: null, city: null, stateCode: null, zipCode: null },
        locationPoint: null,
        hours: null,
        rating: '0.0',
        reviewCount: 0,
        profilePic: null,
        bannerImage: null,
        firstCategory: null,
        social: { facebook: null, x: null, instagram: null, linkedin: null, pinterest: null, whatsapp: null },
      },
      'http://x/company/y',
      'http://x',
    );
    expect(data).not.toHaveProperty('aggregateRating');
    expect(serializeJsonLd(data)).not.toContain('</script>');
  });
});
