import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import java.util.stream.Stream;

/** Streams over guest objects: map/filter/reduce/collect, groupingBy into TreeMap, sorting, IntStream. */
public class Streams {
    static final class Emp {
        final String name;
        final String dept;
        final int salary;
        final int age;

        Emp(String name, String dept, int salary, int age) {
            this.name = name;
            this.dept = dept;
            this.salary = salary;
            this.age = age;
        }

        String name() {
            return name;
        }

        String dept() {
            return dept;
        }

        int salary() {
            return salary;
        }

        int age() {
            return age;
        }

        @Override
        public String toString() {
            return name + "(" + dept + "," + salary + ")";
        }
    }

    static List<Emp> staff() {
        return List.of(
                new Emp("ann", "eng", 120, 34),
                new Emp("bob", "eng", 100, 45),
                new Emp("cat", "ops", 80, 29),
                new Emp("dan", "ops", 95, 51),
                new Emp("eve", "sales", 70, 23),
                new Emp("fay", "eng", 130, 38),
                new Emp("gus", "sales", 85, 41));
    }

    static boolean isPrime(int n) {
        return n > 1 && IntStream.rangeClosed(2, (int) Math.sqrt(n)).noneMatch(d -> n % d == 0);
    }

    public static void main(String[] args) {
        List<Emp> staff = staff();

        System.out.println(staff.stream().filter(e -> e.salary > 90).map(Emp::name).collect(Collectors.toList()));
        System.out.println(staff.stream().mapToInt(Emp::salary).sum() + " "
                + staff.stream().map(Emp::salary).reduce(0, Integer::sum) + " "
                + staff.stream().mapToInt(Emp::age).max().getAsInt() + " "
                + staff.stream().mapToInt(Emp::age).average().getAsDouble());

        TreeMap<String, List<String>> byDept = staff.stream().collect(Collectors.groupingBy(Emp::dept, TreeMap::new,
                Collectors.mapping(Emp::name, Collectors.toList())));
        System.out.println(byDept);
        TreeMap<String, Integer> payroll = staff.stream().collect(Collectors.groupingBy(Emp::dept, TreeMap::new,
                Collectors.summingInt(Emp::salary)));
        System.out.println(payroll);
        TreeMap<String, Long> counts = staff.stream().collect(Collectors.groupingBy(Emp::dept, TreeMap::new,
                Collectors.counting()));
        System.out.println(counts);
        TreeMap<String, Optional<Emp>> top = staff.stream().collect(Collectors.groupingBy(Emp::dept, TreeMap::new,
                Collectors.maxBy(Comparator.comparingInt(Emp::salary))));
        System.out.println(top);
        Map<Boolean, List<Emp>> part = staff.stream().collect(Collectors.partitioningBy(e -> e.age >= 40));
        System.out.println("old=" + part.get(true) + " young=" + part.get(false));
        TreeMap<String, String> joined = staff.stream().collect(Collectors.toMap(Emp::name, Emp::dept,
                (a, b) -> a + b, TreeMap::new));
        System.out.println(joined);

        System.out.println(staff.stream().sorted(Comparator.comparing(Emp::dept).reversed()
                .thenComparing(Emp::salary, Comparator.reverseOrder())).map(Emp::toString)
                .collect(Collectors.joining(", ", "[", "]")));
        System.out.println(staff.stream().sorted(Comparator.comparingInt(Emp::age)).limit(3).skip(1)
                .map(Emp::name).collect(Collectors.joining("|")));
        System.out.println(staff.stream().anyMatch(e -> e.dept.equals("ops")) + " "
                + staff.stream().allMatch(e -> e.salary > 60) + " " + staff.stream().noneMatch(e -> e.age > 60) + " "
                + staff.stream().filter(e -> e.name.startsWith("z")).findFirst().isPresent() + " "
                + staff.stream().filter(e -> e.age > 40).findFirst().get());

        System.out.println(IntStream.range(0, 10).map(i -> i * i).filter(i -> i % 2 == 1).boxed()
                .collect(Collectors.toList()));
        System.out.println(IntStream.rangeClosed(1, 50).filter(Streams::isPrime).mapToObj(Integer::toString)
                .collect(Collectors.joining(",")));
        System.out.println(IntStream.iterate(1, i -> i * 3).limit(8).sum() + " "
                + LongStream.rangeClosed(1, 20).reduce(1L, (a, b) -> a * b) + " "
                + IntStream.of(5, 3, 9, 1).sorted().boxed().map(String::valueOf).collect(Collectors.joining()));
        java.util.IntSummaryStatistics st = IntStream.range(0, 20).summaryStatistics();
        System.out.println(st.getCount() + " " + st.getSum() + " " + st.getMin() + " " + st.getMax() + " "
                + st.getAverage());

        List<List<Integer>> nested = List.of(List.of(1, 2), List.of(3), List.of(), List.of(4, 5, 6));
        System.out.println(nested.stream().flatMap(List::stream).map(i -> i * 10).collect(Collectors.toList()));
        System.out.println(Stream.of("b", "a", "c", "a", "b").distinct().sorted().collect(Collectors.toList()));
        System.out.println(Stream.iterate("x", s -> s.length() < 5, s -> s + "y").collect(Collectors.toList()));
        System.out.println(Arrays.stream(new String[] {"kiwi", "apple", "fig"}).sorted(Comparator.naturalOrder())
                .toList() + " " + Stream.of(3, 1, 2).sorted(Comparator.reverseOrder()).toList());

        // Word frequencies into a TreeMap.
        String text = "the quick brown fox jumps over the lazy dog the fox";
        TreeMap<String, Long> freq = Arrays.stream(text.split(" ")).collect(Collectors.groupingBy(w -> w,
                TreeMap::new, Collectors.counting()));
        System.out.println(freq);
        System.out.println(freq.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed()
                .thenComparing(Map.Entry.comparingByKey())).limit(3).map(e -> e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining(" ")));

        // Peek and laziness: order of evaluation is deterministic for sequential streams.
        StringBuilder trace = new StringBuilder();
        List<Integer> r = Stream.of(1, 2, 3, 4, 5).peek(i -> trace.append("p").append(i))
                .filter(i -> i % 2 == 1).map(i -> {
                    trace.append("m").append(i);
                    return i * 100;
                }).limit(2).toList();
        System.out.println(r + " " + trace);

        // Parallel stream with an order-independent result.
        System.out.println(IntStream.rangeClosed(1, 10000).parallel().asLongStream().sum() + " "
                + IntStream.rangeClosed(1, 1000).parallel().filter(Streams::isPrime).count());
        // Collectors on primitives and strings.
        System.out.println(Stream.of("aa", "b", "cccc").collect(Collectors.averagingInt(String::length)) + " "
                + Stream.of("aa", "b", "cccc").collect(Collectors.summarizingInt(String::length)).getMax() + " "
                + Stream.of("q", "r").collect(Collectors.collectingAndThen(Collectors.toList(), List::size)));
    }
}
