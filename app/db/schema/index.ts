export * from "./audit";
export * from "./contracts";
export * from "./leads";
export * from "./payments";
export * from "./portal-search";
export * from "./properties";
export * from "./sale-buyers";
export * from "./users";
