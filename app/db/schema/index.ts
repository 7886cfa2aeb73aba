export * from "./audit";
export * from "./contracts";
export * from "./leads";
export * from "./listing-events";
export * from "./payments";
export * from "./portal-search";
export * from "./properties";
export * from "./users";
