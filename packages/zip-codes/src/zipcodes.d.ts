declare module 'zipcodes' {
  interface ZipCodeRecord {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  const zipcodes: {
    lookup(zip: string | number): ZipCodeRecord | undefined;
    lookupByName(city: string, state: string): ZipCodeRecord[];
    codes: Record<string, ZipCodeRecord>;
  };
  export default zipcodes;
}
