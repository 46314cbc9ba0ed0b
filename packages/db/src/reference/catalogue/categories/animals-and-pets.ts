import { type CatalogueCategorySource, FORMS } from '../catalogue-source';

export const animalsAndPets: CatalogueCategorySource = {
  name: 'Animals and Pets',
  form: FORMS.petVisit,
  subcategories: [
    {
      name: 'Pet Sitting and Boarding',
      form: FORMS.petCare,
      services: [
        { n: 'Dog Walking', p: 4, keywords: ['dog walker', 'pet walking'] },
        { n: 'Pet Sitting', p: 4, keywords: ['pet sitter', 'cat sitting', 'in-home pet care'] },
        { n: 'Dog Boarding', p: 3, keywords: ['kennel', 'overnight dog care', 'dog hotel'] },
        { n: 'Doggy Daycare', p: 3, keywords: ['dog daycare'] },
        { n: 'Cat Boarding', p: 2, keywords: ['cattery', 'cat hotel'] },
        { n: 'Drop-In Pet Visits', p: 2, keywords: ['pet check-in', 'cat visits'] },
        { n: 'Pet Taxi', p: 1, keywords: ['pet transport', 'vet transport'] },
        { n: 'Horse Boarding', p: 1, keywords: ['equine boarding', 'stable'] },
      ],
    },
    {
      name: 'Pet Grooming',
      services: [
        { n: 'Dog Grooming', p: 4, keywords: ['groomer', 'dog bath', 'dog haircut'] },
        { n: 'Mobile Pet Grooming', p: 3, keywords: ['mobile groomer', 'grooming van'] },
        { n: 'Cat Grooming', p: 2, keywords: ['cat lion cut', 'cat bath'] },
        { n: 'Pet Nail Trimming', p: 2, keywords: ['dog nail trim', 'cat nail trim'] },
      ],
    },
    {
      name: 'Pet Training',
      form: FORMS.lessons,
      services: [
        { n: 'Dog Training', p: 4, keywords: ['obedience training', 'dog trainer', 'puppy training'] },
        { n: 'Behavior Modification Training', p: 1, keywords: ['aggressive dog', 'reactive dog training'] },
        { n: 'Service Dog Training', p: 1, keywords: ['therapy dog training', 'emotional support dog'] },
        { n: 'Horse Training', p: 1, keywords: ['equine training', 'colt starting'] },
      ],
    },
    {
      name: 'Pet Health and Home',
      services: [
        { n: 'Mobile Veterinarian', p: 2, keywords: ['house call vet', 'in-home vet'] },
        {
          n: 'Pet Waste Removal',
          p: 3,
          keywords: ['pooper scooper', 'dog poop pickup', 'yard poop cleanup'],
          form: FORMS.petCare,
        },
        { n: 'In-Home Pet Euthanasia', p: 1, keywords: ['pet hospice', 'at-home euthanasia'] },
        { n: 'Aquarium Maintenance', p: 2, keywords: ['fish tank cleaning', 'aquarium service'] },
        { n: 'Farrier', p: 1, keywords: ['horseshoeing', 'hoof trimming'] },
      ],
    },
  ],
};
