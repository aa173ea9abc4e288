/**
 * Area codes by the first three digits of a ZIP code, for a simulated carrier's number pool (the
 * carrier service's and the app's built-in one). Plausible rather than complete: metro areas by
 * range, then one code per ZIP region.
 */
const RANGES: [from: number, to: number, codes: string[]][] = [
  [10, 27, ['617', '857', '508']], // Massachusetts
  [28, 29, ['401']], // Rhode Island
  [30, 38, ['603']], // New Hampshire
  [39, 49, ['207']], // Maine
  [50, 59, ['802']], // Vermont
  [60, 69, ['860', '203']], // Connecticut
  [70, 89, ['201', '973', '732']], // New Jersey
  [100, 104, ['212', '646', '917']], // New York City
  [105, 119, ['914', '516', '631']],
  [120, 149, ['518', '315', '716']],
  [150, 196, ['412', '215', '267', '717']], // Pennsylvania
  [197, 199, ['302']], // Delaware
  [200, 205, ['202']], // Washington, DC
  [206, 219, ['301', '410', '443']], // Maryland
  [220, 246, ['703', '571', '804']], // Virginia
  [247, 268, ['304']], // West Virginia
  [270, 289, ['919', '704', '336']], // North Carolina
  [290, 299, ['803', '843']], // South Carolina
  [300, 319, ['404', '470', '678', '912']], // Georgia
  [320, 349, ['305', '786', '407', '813', '904']], // Florida
  [350, 369, ['205', '256', '334']], // Alabama
  [370, 385, ['615', '901', '865']], // Tennessee
  [386, 397, ['601', '662']], // Mississippi
  [400, 427, ['502', '859']], // Kentucky
  [430, 458, ['614', '216', '513']], // Ohio
  [460, 479, ['317', '219', '812']], // Indiana
  [480, 499, ['313', '248', '616', '517']], // Michigan
  [500, 528, ['515', '319']], // Iowa
  [530, 549, ['414', '608', '920']], // Wisconsin
  [550, 567, ['612', '651', '763']], // Minnesota
  [570, 577, ['605']], // South Dakota
  [580, 588, ['701']], // North Dakota
  [590, 599, ['406']], // Montana
  [600, 629, ['312', '773', '872', '217']], // Illinois
  [630, 658, ['314', '816', '417']], // Missouri
  [660, 679, ['913', '316', '785']], // Kansas
  [680, 693, ['402', '308']], // Nebraska
  [700, 714, ['504', '225', '318']], // Louisiana
  [716, 729, ['501', '479']], // Arkansas
  [730, 749, ['405', '918']], // Oklahoma
  [750, 753, ['214', '469', '972']], // Dallas
  [754, 769, ['817', '682', '903']],
  [770, 779, ['713', '832', '281']], // Houston
  [780, 789, ['512', '737', '210']], // Austin, San Antonio
  [790, 799, ['806', '915', '432']],
  [800, 816, ['303', '720', '719']], // Colorado
  [820, 831, ['307']], // Wyoming
  [832, 838, ['208']], // Idaho
  [840, 847, ['801', '385', '435']], // Utah
  [850, 865, ['602', '480', '520']], // Arizona
  [870, 884, ['505', '575']], // New Mexico
  [889, 898, ['702', '725', '775']], // Nevada
  [900, 908, ['213', '310', '323', '424']], // Los Angeles
  [910, 935, ['818', '626', '619', '909', '949']],
  [936, 961, ['415', '510', '408', '916', '559']], // Northern California
  [967, 968, ['808']], // Hawaii
  [970, 979, ['503', '971', '541']], // Oregon
  [980, 994, ['206', '425', '253', '509']], // Washington
  [995, 999, ['907']], // Alaska
];

/** By ZIP region (first digit) when no range matches. */
const REGION_FALLBACK = ['617', '212', '202', '404', '317', '612', '312', '214', '303', '213'];

export function areaCodesForZip(zipCode: string): string[] {
  const zip3 = Number(zipCode.slice(0, 3));
  const range = RANGES.find(([from, to]) => zip3 >= from && zip3 <= to);
  return range ? range[2] : [REGION_FALLBACK[Number(zipCode[0])] ?? '212'];
}
