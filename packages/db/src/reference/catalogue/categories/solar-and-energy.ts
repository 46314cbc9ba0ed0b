import { type CatalogueCategorySource, FORMS } from '../catalogue-source';

export const solarAndEnergy: CatalogueCategorySource = {
  name: 'Solar and Energy',
  form: FORMS.onSite,
  subcategories: [
    {
      name: 'Solar Power',
      services: [
        {
          n: 'Solar Panel Installation',
          p: 4,
          keywords: ['solar panels', 'solar installer', 'rooftop solar'],
        },
        { n: 'Solar Panel Repair', p: 2, keywords: ['solar inverter repair', 'solar maintenance'] },
        {
          n: 'Solar Panel Cleaning',
          p: 2,
          keywords: ['clean solar panels', 'solar washing'],
          form: FORMS.recurringOnSite,
        },
        { n: 'Solar Battery Installation', p: 2, keywords: ['home battery', 'powerwall', 'battery backup'] },
        { n: 'Solar Site Assessment', p: 1, keywords: ['solar quote', 'solar evaluation'] },
        {
          n: 'Solar Panel Removal and Reinstallation',
          p: 1,
          keywords: ['detach and reset solar', 'solar r&r'],
        },
        { n: 'Ground-Mount Solar Installation', p: 1, keywords: ['ground mount solar', 'solar array'] },
        { n: 'Commercial Solar Installation', p: 1, keywords: ['business solar', 'solar carport'] },
        { n: 'Off-Grid Solar Systems', p: 1, keywords: ['off grid', 'cabin solar'] },
        { n: 'Solar Water Heater Installation', p: 1, keywords: ['solar hot water'] },
        { n: 'Solar Panel Critter Guard', p: 1, keywords: ['pigeon guard', 'solar panel bird proofing'] },
      ],
    },
    {
      name: 'Energy Efficiency',
      services: [
        { n: 'Home Energy Audit', p: 3, keywords: ['energy assessment', 'blower door test'] },
        { n: 'Home Energy Upgrades', p: 2, keywords: ['energy efficiency upgrades', 'energy rebates'] },
        { n: 'Geothermal Heat Pump Installation', p: 1, keywords: ['geothermal', 'ground source heat pump'] },
        { n: 'Wind Turbine Installation', p: 1, keywords: ['residential wind turbine'] },
        { n: 'Solar Screens', p: 1, keywords: ['sun screens', 'solar window screens'] },
        { n: 'Home Energy Monitoring', p: 1, keywords: ['energy monitor', 'smart meter'] },
      ],
    },
    {
      name: 'Home Fuel',
      services: [
        {
          n: 'Propane Delivery',
          p: 2,
          keywords: ['propane refill', 'lp delivery'],
          form: FORMS.recurringOnSite,
        },
        {
          n: 'Heating Oil Delivery',
          p: 2,
          keywords: ['oil delivery', 'home heating oil'],
          form: FORMS.recurringOnSite,
        },
        { n: 'Propane Tank Installation', p: 1, keywords: ['propane tank', 'lp gas tank'] },
        { n: 'Oil Tank Removal', p: 1, keywords: ['oil tank abandonment', 'underground tank removal'] },
      ],
    },
  ],
};
