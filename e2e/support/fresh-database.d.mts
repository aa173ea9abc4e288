export declare function recreateDatabase(databaseUrl: string): Promise<void>;
