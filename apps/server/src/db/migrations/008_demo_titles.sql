-- Demo applications seeded before titled CRM, VPN and Internal API as "Crm", "Vpn", "Internal Api".
UPDATE applications SET title = 'CRM' WHERE name = 'crm' AND title = 'Crm';
UPDATE applications SET title = 'VPN' WHERE name = 'vpn' AND title = 'Vpn';
UPDATE applications SET title = 'Internal API' WHERE name = 'internal-api' AND title = 'Internal Api';
