-- Lines whose eSIM was installed before subscription_lines.esim_installed_at existed (decision 107):
-- the first applied `esim.installed` event of a command of the line, at the time it was received.
UPDATE "subscription_lines" AS l
   SET "esim_installed_at" = first_install.at
  FROM (
        SELECT cc."line_id", min(ce."received_at") AS at
          FROM "carrier_commands" cc
          JOIN "carrier_events" ce ON ce."command_id" = cc."id"
         WHERE ce."type" = 'esim.installed' AND ce."outcome" = 'applied' AND cc."line_id" IS NOT NULL
         GROUP BY cc."line_id"
       ) AS first_install
 WHERE l."id" = first_install."line_id" AND l."esim_installed_at" IS NULL;
