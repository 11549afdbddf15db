export * from './fields';
export * from './rdes';
export * from './documents';
export * from './back-to-back';
export * from './quotations';
export * from './contracts';
export * from './address';
export * from './payment-orders';
