-- A fixed SQL workload for H2's RunScript against an in-memory database, run as a guest
-- under rvm and on the host. No timings, no random values, no generated ids in the output.

CREATE TABLE department (
    id INT PRIMARY KEY,
    name VARCHAR(40) NOT NULL UNIQUE,
    budget DECIMAL(12, 2)
);

CREATE TABLE employee (
    id INT PRIMARY KEY,
    name VARCHAR(60) NOT NULL,
    dept_id INT REFERENCES department(id),
    salary DECIMAL(10, 2) NOT NULL,
    hired DATE NOT NULL,
    manager_id INT
);

CREATE INDEX idx_employee_dept ON employee(dept_id, salary);

INSERT INTO department VALUES
    (1, 'Compilers', 500000.00),
    (2, 'Runtime', 420000.00),
    (3, 'Profiling', 250000.00),
    (4, 'Benchmarks', 90000.00);

INSERT INTO employee VALUES
    (1, 'Ada', 1, 9100.00, DATE '2015-03-01', NULL),
    (2, 'Barbara', 1, 7200.50, DATE '2017-06-15', 1),
    (3, 'Cliff', 2, 8800.00, DATE '2014-11-20', 1),
    (4, 'Doug', 2, 6100.00, DATE '2020-01-06', 3),
    (5, 'Erik', 3, 5900.25, DATE '2019-09-09', 3),
    (6, 'Fran', 3, 6400.00, DATE '2018-02-28', 5),
    (7, 'Guy', 2, 7000.00, DATE '2016-07-04', 3),
    (8, 'Hanspeter', 1, 6650.75, DATE '2021-05-17', 2),
    (9, 'Ivan', NULL, 4000.00, DATE '2023-10-01', 1),
    (10, 'Jan', 3, 5200.00, DATE '2022-12-12', 5);

SELECT COUNT(*) AS employees, SUM(salary) AS payroll, MIN(hired) AS first_hire, MAX(hired) AS last_hire
FROM employee;

SELECT d.name AS department, COUNT(e.id) AS headcount, SUM(e.salary) AS total, AVG(e.salary) AS average
FROM department d LEFT JOIN employee e ON e.dept_id = d.id
GROUP BY d.name
ORDER BY total DESC NULLS LAST, d.name;

SELECT e.name AS employee, m.name AS manager
FROM employee e LEFT JOIN employee m ON e.manager_id = m.id
ORDER BY e.name;

SELECT d.name, e.name, e.salary
FROM employee e JOIN department d ON d.id = e.dept_id
WHERE e.salary > (SELECT AVG(salary) FROM employee x WHERE x.dept_id = e.dept_id)
ORDER BY d.name, e.salary DESC;

CREATE VIEW department_summary AS
SELECT d.id, d.name, d.budget, COALESCE(SUM(e.salary) * 12, 0) AS yearly_cost
FROM department d LEFT JOIN employee e ON e.dept_id = d.id
GROUP BY d.id, d.name, d.budget;

SELECT name, budget, yearly_cost, budget - yearly_cost AS remaining,
       CASE WHEN yearly_cost > budget THEN 'over' ELSE 'ok' END AS status
FROM department_summary
ORDER BY id;

-- Two statements that must fail: RunScript -continueOnError reports them and goes on.
INSERT INTO department VALUES (5, 'Runtime', 1.00);
INSERT INTO employee VALUES (11, 'Kim', 99, 1000.00, DATE '2024-01-01', NULL);

UPDATE employee SET salary = salary * 1.10 WHERE dept_id = (SELECT id FROM department WHERE name = 'Profiling');
DELETE FROM employee WHERE dept_id IS NULL;

SELECT name, salary, RANK() OVER (PARTITION BY dept_id ORDER BY salary DESC) AS rank_in_dept,
       SUM(salary) OVER (ORDER BY id ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS running_total
FROM employee
ORDER BY id;

WITH RECURSIVE chain(id, name, depth, path) AS (
    SELECT id, name, 0, CAST(name AS VARCHAR(200)) FROM employee WHERE manager_id IS NULL
    UNION ALL
    SELECT e.id, e.name, c.depth + 1, c.path || ' > ' || e.name
    FROM employee e JOIN chain c ON e.manager_id = c.id
)
SELECT depth, path FROM chain ORDER BY path;

SELECT EXTRACT(YEAR FROM hired) AS hire_year, COUNT(*) AS hires, LISTAGG(name, ',') WITHIN GROUP (ORDER BY name) AS names
FROM employee
GROUP BY EXTRACT(YEAR FROM hired)
HAVING COUNT(*) >= 1
ORDER BY hire_year;

SELECT UPPER(name) AS upper_name, LENGTH(name) AS len, REPLACE(name, 'a', '4') AS leet,
       LPAD(CAST(id AS VARCHAR), 3, '0') AS padded, DATEADD(DAY, 30, hired) AS probation_end
FROM employee
WHERE name LIKE '%a%'
ORDER BY len DESC, name;

SELECT INDEX_NAME, TABLE_NAME FROM INFORMATION_SCHEMA.INDEXES
WHERE TABLE_SCHEMA = 'PUBLIC' AND INDEX_NAME = 'IDX_EMPLOYEE_DEPT';

SELECT X, X * X AS SQUARE, MOD(X * 7, 5) AS M FROM SYSTEM_RANGE(1, 8) ORDER BY M, X;
