export * from "./audit";
export * from "./contracts";
export * from "./payments";
export * from "./properties";
export * from "./users";
