/** The Spanish (es-US) texts of the `addLine` product messages, key for key (decision 053). */
import type { Domains } from './domains';
import type { Translation } from '../catalogue';

export const addLine: Translation<Domains['addLine']> = {
  title: 'Agregar una línea',
  step: (step, of, name) => `Paso ${step} de ${of}: ${name}`,
  stepPlan: 'Elija un plan',
  stepChoices: 'SIM y número',
  stepPay: 'Revisar y pagar',
  choosePlan: 'Elija un plan',
  plansNotLoaded: 'No se pudieron cargar los planes.',
  noPlans: 'No hay planes a la venta en este momento.',
  noCard:
    'Todavía no tiene tarjetas guardadas. Agregue una para pagar la línea nueva: volverá a su panel, donde Agregar una línea la usará.',
  paying: 'Pagando su línea nueva…',
  added: (number) => `Su línea nueva ${number} está lista.`,
  shipping:
    'Le enviamos la tarjeta SIM a su dirección. Póngala en su teléfono y la línea funcionará de inmediato.',
  portFollows: (temporary) =>
    `Su línea nueva ya funciona con el número temporal ${temporary}. Continúe con los datos de su compañía anterior para transferirle su número.`,
};
