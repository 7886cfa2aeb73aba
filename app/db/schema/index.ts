export * from "./audit";
export * from "./contracts";
export * from "./payments";
export * from "./portal-search";
export * from "./properties";
export * from "./users";
