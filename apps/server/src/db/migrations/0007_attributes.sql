-- Reserved; filled in by its module.
SELECT 1;
