/** Provided by networks/build/productionPlugin.ts in a production build: the validated production records. */
declare module "virtual:penswap-production-records" {
  const records: import("./productionRecord").ProductionRecord[];
  export default records;
}
