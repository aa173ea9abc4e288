/**
 * The device table of the compatibility check: demo phones by type allocation code (an IMEI's
 * first 8 digits). The TACs are this demo's own, not the makers' real ones; README lists an IMEI
 * for each (docs/decisions/010).
 */
export const DEMO_DEVICES = [
  { tac: '35000101', brand: 'Apple', model: 'iPhone 15', esim: true, compatible: true },
  { tac: '35000102', brand: 'Apple', model: 'iPhone SE (3rd generation)', esim: true, compatible: true },
  { tac: '35000201', brand: 'Google', model: 'Pixel 8', esim: true, compatible: true },
  { tac: '35000301', brand: 'Samsung', model: 'Galaxy S24', esim: true, compatible: true },
  { tac: '35000302', brand: 'Samsung', model: 'Galaxy A15 5G', esim: false, compatible: true },
  { tac: '35000401', brand: 'Motorola', model: 'moto g play (2024)', esim: false, compatible: true },
  { tac: '35000901', brand: 'Nokia', model: '3310 3G', esim: false, compatible: false },
  {
    tac: '35000902',
    brand: 'Generic',
    model: 'Import phone without US LTE bands',
    esim: false,
    compatible: false,
  },
];
